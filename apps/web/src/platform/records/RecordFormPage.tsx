import { can } from '@care360/domain';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useCurrentUser } from '../current-user';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import { readTabIndex, saveTabIndex } from '../saved-state';
import { inSentence } from './in-sentence';
import { NestedLists } from './NestedLists';
import { RecordForm } from './RecordForm';
import { RecordHistory } from './RecordHistory';
import { RecordPageHeader } from './RecordPageHeader';
import { LoadFailure, NoPermission } from './RecordPageStates';
import { type RecordRow, recordQuery } from './record-api';
import { editSectionsOf, type RecordEditSection } from './record-edit-sections';
import type { RecordLocation } from './record-location';
import { displayTitleOf } from './record-titles';
import { useRecordScreen } from './use-record-screen';

/** The generated add screen of a record kind (POST {apiBase}). */
export function AddRecordPage() {
  const location = useRecordScreen();
  const user = useCurrentUser();
  const { kind } = location;
  return (
    <Stack gap="lg">
      <RecordPageHeader location={location} title={kind.titles.add} withList />
      {kind.operations.create && can(user, kind.permissions.create) ? (
        <RecordForm key={location.addPath} location={location} record={null} readOnly={false} />
      ) : (
        <NoPermission />
      )}
    </Stack>
  );
}

/** A kind's extra section (record-edit-sections.ts), loaded on demand. */
function EditSection({
  section,
  location,
  record,
}: {
  section: RecordEditSection;
  location: RecordLocation;
  record: RecordRow;
}) {
  const Section = section.component;
  return (
    <Suspense fallback={<LineLoader label={`Loading ${section.label.toLowerCase()}`} />}>
      <Section location={location} record={record} />
    </Suspense>
  );
}

function EditRecord({ location, id }: { location: RecordLocation; id: string }) {
  const { kind } = location;
  const user = useCurrentUser();
  const record = useQuery(recordQuery(location.apiBase, id));
  const sections = editSectionsOf(kind.name);
  const tabs = ['details', ...sections.map((section) => section.value), 'history'];
  // The tab last used on this kind's records is opened again (spec §3.4: tab indexes are kept).
  const tabKey = `record-${kind.name}`;
  const [tab, setTab] = useState<string>(tabs[readTabIndex(tabKey)] ?? 'details');
  // A section loads when first opened and then stays, so going back to it keeps its changes.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([tab]));
  const title = displayTitleOf(kind, record.data);

  return (
    <Stack gap="lg">
      <RecordPageHeader
        location={location}
        title={kind.titles.edit}
        withList
        subtitle={title || undefined}
      />
      {record.isPending ? (
        <LineLoader label={`Loading the ${inSentence(kind.singular)}`} />
      ) : record.data === undefined ? (
        <LoadFailure
          location={location}
          error={record.error}
          what={`The ${inSentence(kind.singular)}`}
          retry={() => void record.refetch()}
        />
      ) : (
        <>
          {/*
           * A failed refresh (a live event's, on a busy server) keeps the record on screen: drawing
           * the failure in its place would unmount the tabs and lose what is being typed in them.
           */}
          {record.isError && (
            <Notice tone="warning" title="Not refreshed">
              <Group gap="sm">
                <span>
                  The latest version of this {inSentence(kind.singular)} could not be loaded; what
                  is shown may be out of date.
                </span>
                <Button size="compact-sm" variant="default" onClick={() => void record.refetch()}>
                  Try again
                </Button>
              </Group>
            </Notice>
          )}
          {/* A kind with a view page (a client) frames its nested records with its own navigation. */}
          {!kind.viewPage && <NestedLists location={location} record={record.data} />}
          <Tabs
            value={tab}
            onChange={(next) => {
              const chosen = next ?? 'details';
              setTab(chosen);
              setOpened((known) => new Set([...known, chosen]));
              saveTabIndex(tabKey, Math.max(0, tabs.indexOf(chosen)));
            }}
            keepMounted
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              {sections.map((section) => (
                <Tabs.Tab key={section.value} value={section.value}>
                  {section.label}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              {/* Kept mounted: looking at the history must not lose what is being typed. */}
              <RecordForm
                key={record.data.id}
                location={location}
                record={record.data}
                readOnly={
                  !kind.operations.update ||
                  !can(user, kind.permissions.update) ||
                  typeof record.data._readOnly === 'string'
                }
                readOnlyReason={
                  typeof record.data._readOnly === 'string' ? record.data._readOnly : undefined
                }
              />
            </Tabs.Panel>
            {sections.map((section) => (
              <Tabs.Panel key={section.value} value={section.value}>
                {opened.has(section.value) && (
                  <EditSection section={section} location={location} record={record.data} />
                )}
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="history">
              {/* Loaded only when asked for. */}
              {tab === 'history' && <RecordHistory location={location} record={record.data} />}
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

/** The generated edit screen of a record kind (GET and PUT {apiBase}/{id}), with its history. */
export function EditRecordPage() {
  const location = useRecordScreen();
  const id = location.recordId ?? '';
  return <EditRecord key={`${location.apiBase}/${id}`} location={location} id={id} />;
}
