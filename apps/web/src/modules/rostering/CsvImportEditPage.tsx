import {
  counted,
  parseCsv,
  VISIT_CSV_FIELDS,
  type VisitCsvField,
  type VisitCsvMapping,
} from '@care360/domain';
import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { LineLoader } from '../../platform/LineLoader';
import {
  type CsvImportRow,
  checkResultOf,
  csvImportQuery,
  IMPORTS_API,
  runCsvImport,
  saveMapping,
} from './csv-import-api';

const NOT_IMPORTED = 'none';
const OPTIONS = [
  { value: NOT_IMPORTED, label: 'Not imported' },
  ...VISIT_CSV_FIELDS.map((f) => ({ value: f.key, label: f.label })),
];

/** The saved mapping, one entry per column of the file. */
function savedMapping(row: CsvImportRow, columns: number): VisitCsvMapping {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(row.mapping ?? '[]');
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed) ? parsed : [];
  const keys = new Set<string>(VISIT_CSV_FIELDS.map((f) => f.key));
  return Array.from({ length: columns }, (_, i) =>
    typeof list[i] === 'string' && keys.has(list[i]) ? (list[i] as VisitCsvField) : '',
  );
}

/**
 * Edit Visit CSV Import: the mapping step (each column of the file given a visit field, with an
 * example value), the row checks the server made on saving it (each error by row, column and
 * why), and the import run as a job, its progress read each second until it is over.
 */
export function CsvImportEditPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const query = useQuery(csvImportQuery(id));
  if (query.isPending) return <LineLoader label="Loading the import" />;
  if (query.isError || !query.data)
    return (
      <Alert color="red" title="Not loaded">
        {query.error?.message ?? 'This import could not be loaded.'}
      </Alert>
    );
  return <CsvImportEditor key={query.data.version} row={query.data} />;
}

function CsvImportEditor({ row }: { row: CsvImportRow }) {
  const queryClient = useQueryClient();
  const table = useMemo(() => parseCsv(row.csvText), [row.csvText]);
  const headers = table[0] ?? [];
  const example = table[1] ?? [];
  const [mapping, setMapping] = useState<VisitCsvMapping>(() => savedMapping(row, headers.length));
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const check = checkResultOf(row);
  const editable = row.status === null || row.status === 'Checked' || row.status === 'Failed';
  const changed = JSON.stringify(mapping) !== JSON.stringify(savedMapping(row, headers.length));
  const refresh = (next?: CsvImportRow) => {
    if (next) queryClient.setQueryData([IMPORTS_API, row.id], next);
    return queryClient.invalidateQueries({ queryKey: [IMPORTS_API] });
  };

  async function checkRows() {
    setBusy('check');
    const result = await saveMapping(row, JSON.stringify(mapping));
    setBusy(null);
    if (result.error) {
      alertFailure(result);
      return;
    }
    await refresh(result.data);
  }

  async function run() {
    setBusy('run');
    const result = await runCsvImport(row.id);
    setBusy(null);
    if (result.error) {
      alertFailure(result);
      return;
    }
    showAlert({ type: 'success', title: 'Import started', message: result.notice ?? '' });
    await refresh();
  }

  const mayRun =
    editable && !changed && check.mappingProblems.length === 0 && (row.validRows ?? 0) > 0;

  return (
    <Stack gap="md">
      <Title order={1}>Edit Visit CSV Import</Title>
      <Text>
        {row.name}: {counted(row.totalRows ?? 0, 'row')}.
      </Text>

      <Title order={2} size="h4">
        Map the columns
      </Title>
      <Table aria-label="Column mapping" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column</Table.Th>
            <Table.Th>First row</Table.Th>
            <Table.Th>Imported as</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.map((header, index) => {
            const label = header.trim() || `Column ${index + 1}`;
            return (
              // Columns have no id but their place in the file.
              // biome-ignore lint/suspicious/noArrayIndexKey: the column's place is its identity.
              <Table.Tr key={index}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{example[index] ?? ''}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Imported as: ${label}`}
                    data={OPTIONS}
                    disabled={!editable}
                    value={mapping[index] || NOT_IMPORTED}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setMapping((current) =>
                        current.map((m, i) =>
                          i === index
                            ? value === NOT_IMPORTED
                              ? ''
                              : (value as VisitCsvField)
                            : m,
                        ),
                      );
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {editable && (
        <Group>
          <Button onClick={() => void checkRows()} loading={busy === 'check'} disabled={!changed}>
            Check rows
          </Button>
          <Button onClick={() => void run()} loading={busy === 'run'} disabled={!mayRun}>
            Import {counted(row.validRows ?? 0, 'visit')}
          </Button>
          <Button component={Link} to="/app/visits/csv-imports" variant="default">
            Back to the imports
          </Button>
        </Group>
      )}

      <Title order={2} size="h4">
        Row checks
      </Title>
      {changed ? (
        <Text>The mapping has changed: check the rows again.</Text>
      ) : check.mappingProblems.length > 0 ? (
        <List aria-label="Mapping problems">
          {check.mappingProblems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : (
        <Text>
          {row.validRows ?? 0} of {counted(row.totalRows ?? 0, 'row')} can be imported;{' '}
          {check.errors.length === 0 ? 'no errors.' : `${row.errorCount ?? 0} error(s):`}
        </Text>
      )}
      {!changed && check.errors.length > 0 && (
        <Table aria-label="Row errors" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.errors.map((error) => (
              <Table.Tr key={`${error.row}:${error.column}:${error.message}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.column}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {!editable || row.status === 'Failed' ? <ImportProgress row={row} /> : null}
    </Stack>
  );
}

function ImportProgress({ row }: { row: CsvImportRow }) {
  const total = row.validRows ?? 0;
  const done = row.processedRows ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Import
      </Title>
      <Text>
        {row.status === 'Queued' && 'Waiting for the import to start…'}
        {row.status === 'Running' && `Importing: ${done} of ${counted(total, 'row')}.`}
        {row.status === 'Completed' &&
          `Imported: ${counted(row.createdVisits ?? 0, 'visit')} made, ${row.existingVisits ?? 0} already there.`}
        {row.status === 'Failed' && 'The import failed: check the rows and run it again.'}
      </Text>
      <Progress value={row.status === 'Completed' ? 100 : percent} aria-label="Import progress" />
    </Stack>
  );
}
