import { type CareGivenAnswer, formatUkDateTime } from '@care360/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fetchData } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { ProfileCard } from '../../platform/ProfileCard';
import { LoadFailure } from '../../platform/records/RecordPageStates';

/** How much of the care given the profile shows. */
const SHOWN = 5;

export const careGivenQuery = (carerId: string) => {
  const url = `/api/v1/carers/${encodeURIComponent(carerId)}/care-given?limit=${SHOWN}`;
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => fetchData<CareGivenAnswer>(url, signal),
  });
};

/** A client named when the caller may read their file, linked to it. */
function ClientLink({ id, name }: { id: string; name: string | null }) {
  if (!name) return <Text span>a client of another branch</Text>;
  return (
    <Anchor component={Link} to={`/app/clients/${encodeURIComponent(id)}`}>
      {name}
    </Anchor>
  );
}

/**
 * On a carer's profile: the care they recorded in the client files, the
 * newest doses they gave on MAR charts and logs they wrote, each leading to the client.
 */
export function CareGivenCard({ carerId }: { carerId: string }) {
  const care = useQuery(careGivenQuery(carerId));
  return (
    <ProfileCard title="Care given">
      {care.isPending ? (
        <LineLoader label="Loading the care given" />
      ) : care.isError ? (
        <LoadFailure
          error={care.error}
          what="The care given"
          retry={() => void care.refetch()}
          notFound={<Text>No care recorded.</Text>}
        />
      ) : care.data.doses.length + care.data.logs.length === 0 ? (
        <Text>No doses or visit logs recorded by this carer yet.</Text>
      ) : (
        <Stack gap="xs">
          {care.data.doses.length > 0 && (
            <List spacing={4} aria-label="Doses given">
              {care.data.doses.map((dose) => (
                <List.Item key={dose.id}>
                  {formatUkDateTime(dose.at)}: {dose.outcome} ({dose.slot}) for{' '}
                  <ClientLink id={dose.clientId} name={dose.clientName} />
                </List.Item>
              ))}
            </List>
          )}
          {care.data.logs.length > 0 && (
            <List spacing={4} aria-label="Visit logs written">
              {care.data.logs.map((log) => (
                <List.Item key={log.id}>
                  {formatUkDateTime(log.at)}: {log.category ?? 'Log'} for{' '}
                  <ClientLink id={log.clientId} name={log.clientName} />
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </ProfileCard>
  );
}
