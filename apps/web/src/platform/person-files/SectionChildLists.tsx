import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import { ukDate } from '@care360/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fetchData } from '../api';
import { loadedKind, loadKindAreas } from '../records/loaded-kinds';
import type { RecordRow } from '../records/record-api';
import type { RecordKindIndexEntry } from '../records/record-kind-index';
import { displayTitleOf } from '../records/record-titles';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where one person's file is, for the app's pages and for the API. */
export interface FileBases {
  /** The owner's record kind: 'carers'. */
  owner: string;
  /** '/app/carers/{id}/edit'. */
  pageBase: string;
  /** '/api/v1/carers/{id}'. */
  apiBase: string;
}

/**
 * The owner's kinds kept below a section of their file (edit/{segment}/…): a questionnaire's
 * records (a carer's COVID booster vaccines below the vaccine details) or a list's own lists (the
 * six below References and Documents), which have no place in the file's navigation.
 */
export function childKindsOf(owner: string, segment: string): RecordKindIndexEntry[] {
  const prefix = `edit/${segment}/`;
  return RECORD_KIND_INDEX.filter(
    (kind) =>
      kind.parent === owner &&
      kind.path.startsWith(prefix) &&
      !kind.path.slice(prefix.length).includes('/'),
  );
}

function ChildList({ kind, file }: { kind: RecordKindIndexEntry; file: FileBases }) {
  const segment = kind.path.slice('edit/'.length);
  const rows = useQuery({
    queryKey: [`${file.apiBase}/${kind.name}`, 'child-list'],
    queryFn: async ({ signal }) => {
      await loadKindAreas(kind.name);
      return fetchData<{ items: RecordRow[] }>(`${file.apiBase}/${kind.name}?limit=50`, signal);
    },
  });
  const headingId = `child-list-${kind.name}`;
  const titleOf = (row: RecordRow) => {
    const title = displayTitleOf(loadedKind(kind.name), row);
    return ISO_DATE.test(title) ? ukDate(title) : title || kind.singular;
  };
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {kind.plural}
        </Title>
        <Anchor component={Link} to={`${file.pageBase}/${segment}/add`}>
          Add {kind.singular}
        </Anchor>
      </Group>
      {rows.data &&
        (rows.data.items.length === 0 ? (
          <Text c="dimmed">None recorded yet.</Text>
        ) : (
          <ul>
            {rows.data.items.map((row) => (
              <li key={String(row.id)}>
                <Anchor component={Link} to={`${file.pageBase}/${segment}/${String(row.id)}/edit`}>
                  {titleOf(row)}
                </Anchor>
              </li>
            ))}
          </ul>
        ))}
      {rows.isError && <Text c="red.8">These records could not be loaded.</Text>}
    </section>
  );
}

/** The records of each kind kept below a section, each list with its Add link. */
export function SectionChildLists({ file, segment }: { file: FileBases; segment: string }) {
  const kinds = childKindsOf(file.owner, segment);
  if (kinds.length === 0) return null;
  return (
    <Stack gap="md">
      {kinds.map((kind) => (
        <ChildList key={kind.name} kind={kind} file={file} />
      ))}
    </Stack>
  );
}
