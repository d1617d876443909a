import { formatUkDateTime, type ProfessionalArea } from '@care360/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { PublicFrame } from '../PublicFrame';
import { professionalAreaQuery } from './professional-api';

type AreaParams = { id: string; token: string };

/** The grant's page, under which its dashboard and previews sit. */
export const areaPath = (id: string, token: string) =>
  `/health-professionals/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/** The one answer to a wrong, expired or revoked link: the server's words, nothing more. */
export function DeadLink({ message }: { message: string }) {
  return (
    <PublicFrame heading="Link not working">
      <Stack>
        <Notice tone="danger" title="This link does not work">
          {message}
        </Notice>
        <Anchor component={Link} to="/health-professionals">
          Ask for a new link
        </Anchor>
      </Stack>
    </PublicFrame>
  );
}

/** The grant's documents, each opening in the PDF preview. */
function Documents({ area, id, token }: { area: ProfessionalArea } & AreaParams) {
  return (
    <Stack>
      <Text>
        {area.organisation} has shared these documents about <strong>{area.clientName}</strong> with
        you, {area.professionalName}, until {formatUkDateTime(area.expiresAt)}. Each time you open
        one it is recorded on the client’s file.
      </Text>
      <List>
        {area.documents.map((doc) => (
          <List.Item key={doc.type}>
            <Anchor component={Link} to={`${areaPath(id, token)}/pdf/${doc.type}`}>
              {doc.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function useArea() {
  const params = useParams({ strict: false }) as Partial<AreaParams>;
  const id = params.id ?? '';
  const token = params.token ?? '';
  return { id, token, query: useQuery(professionalAreaQuery(token)) };
}

/** /health-professionals/:id/:token: the emailed link's page. */
export function ProfessionalAreaPage() {
  const { id, token, query } = useArea();
  const result = query.data;
  if (!result) return <LineLoader label="Opening your link" />;
  if (result.error) return <DeadLink message={result.message} />;
  return (
    <PublicFrame heading="Shared documents" size={720}>
      <Stack>
        <Documents area={result.data} id={id} token={token} />
        <Anchor component={Link} to={`${areaPath(id, token)}/dashboard`}>
          Open the dashboard
        </Anchor>
      </Stack>
    </PublicFrame>
  );
}

/** /health-professionals/:id/:token/dashboard: whose documents, until when, and the documents. */
export function ProfessionalDashboardPage() {
  const { id, token, query } = useArea();
  const result = query.data;
  if (!result) return <LineLoader label="Opening your link" />;
  if (result.error) return <DeadLink message={result.message} />;
  const area = result.data;
  return (
    <PublicFrame heading={`Dashboard: ${area.clientName}`} size={720}>
      <Stack>
        <Text>
          Access ends <strong>{formatUkDateTime(area.expiresAt)}</strong>;{' '}
          {area.documents.length === 1 ? 'one document' : `${area.documents.length} documents`}{' '}
          shared.
        </Text>
        <Documents area={area} id={id} token={token} />
      </Stack>
    </PublicFrame>
  );
}
