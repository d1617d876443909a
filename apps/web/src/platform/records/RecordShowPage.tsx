import { can, displayValue, type FieldDef } from '@care360/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../current-user';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import { HIDDEN_PLACEHOLDER, SensitiveField } from './fields/SensitiveField';
import { inSentence } from './in-sentence';
import { NestedLists } from './NestedLists';
import { RecordCell } from './RecordCell';
import { RecordPageHeader } from './RecordPageHeader';
import { LoadFailure } from './RecordPageStates';
import classes from './RecordShowPage.module.css';
import { type RecordRow, recordQuery } from './record-api';
import type { RecordLocation } from './record-location';
import { displayTitleOf } from './record-titles';
import { referencePath } from './reference-path';
import { useRecordScreen } from './use-record-screen';

/** One field's value as the record's page shows it: UK formats, a link for a reference. */
function ShownValue({
  def,
  record,
  name,
  location,
}: {
  def: FieldDef;
  record: RecordRow;
  name: string;
  location: RecordLocation;
}) {
  const user = useCurrentUser();
  const [revealed, setRevealed] = useState<{ value: unknown } | null>(null);
  const withheld = (record._withheld ?? {}) as Record<string, boolean>;
  const title = record._titles?.[name];
  const value = revealed ? revealed.value : record[name];
  const empty = displayValue(def, value, title) === '';
  const opens = referencePath(def, value, user);
  const shown = empty ? (
    <Text span c="dimmed">
      {name in withheld && withheld[name] && !revealed ? HIDDEN_PLACEHOLDER : 'Not recorded'}
    </Text>
  ) : opens ? (
    <Anchor component={Link} to={opens}>
      <RecordCell def={def} value={value} title={title} />
    </Anchor>
  ) : (
    <RecordCell def={def} value={value} title={title} />
  );
  if (!(name in withheld)) return shown;
  // A sensitive value stays hidden until asked for, as on the edit page (each look is audited).
  return (
    <SensitiveField
      def={def}
      isSet={withheld[name] === true}
      revealed={revealed !== null}
      revealUrl={`${location.apiBase}/${encodeURIComponent(record.id)}/reveal/${name}`}
      onReveal={(next) => setRevealed({ value: next })}
      viewOnly
    >
      {shown}
    </SensitiveField>
  );
}

function ShowRecord({ location, id }: { location: RecordLocation; id: string }) {
  const { kind } = location;
  const user = useCurrentUser();
  const record = useQuery(recordQuery(location.apiBase, id));
  const readOnlyReason =
    typeof record.data?._readOnly === 'string' ? record.data._readOnly : undefined;
  const mayEdit =
    kind.screens.edit &&
    kind.operations.update &&
    can(user, kind.permissions.update) &&
    readOnlyReason === undefined;
  return (
    <Stack gap="lg">
      <RecordPageHeader
        location={location}
        title={kind.titles.show}
        withList
        subtitle={displayTitleOf(kind, record.data) || undefined}
        actions={
          record.data &&
          mayEdit && (
            <Group>
              <Button component={Link} to={location.editPath(record.data.id)}>
                Edit
              </Button>
            </Group>
          )
        }
      />
      {record.isPending ? (
        <LineLoader label={`Loading the ${inSentence(kind.singular)}`} />
      ) : record.isError ? (
        <LoadFailure
          location={location}
          error={record.error}
          what={`The ${inSentence(kind.singular)}`}
          retry={() => void record.refetch()}
        />
      ) : (
        <Stack gap="lg" maw={720}>
          {readOnlyReason && (
            <Notice tone="info" title="View only">
              {readOnlyReason}
            </Notice>
          )}
          <dl className={classes.fields}>
            {Object.entries(kind.fields).map(([name, def]) => (
              <div key={name} className={classes.field}>
                <dt>{def.label}</dt>
                <dd>
                  <ShownValue def={def} record={record.data} name={name} location={location} />
                </dd>
              </div>
            ))}
          </dl>
          <NestedLists location={location} record={record.data} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The generated show screen of a record kind (GET {apiBase}/{id}): every field read-only, in the
 * formats its lists use, with an Edit button for whoever may change it.
 */
export function ShowRecordPage() {
  const location = useRecordScreen();
  const id = location.recordId ?? '';
  return <ShowRecord key={`${location.apiBase}/${id}`} location={location} id={id} />;
}
