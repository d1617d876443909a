import { counted, guessMapping, MAX_CSV_CHARS, parseCsv } from '@care360/domain';
import { Button, FileInput, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { addCsvImport, IMPORTS_API } from './csv-import-api';

/**
 * Add Visit CSV Import: the file (or its rows pasted), read in the browser and sent as text; the
 * first guess at the mapping goes with it, and the mapping step (the edit page) follows.
 */
export function CsvImportAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [csvText, setCsvText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function readFile(file: File | null) {
    if (!file) return;
    const text = await file.text();
    setCsvText(text);
    if (!name) setName(file.name);
  }

  async function save() {
    const table = parseCsv(csvText);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Enter a name.';
    if (table.length < 2) found.csvText = 'Choose a CSV with a header row and at least one visit.';
    else if (csvText.length > MAX_CSV_CHARS)
      found.csvText = 'The file is too large: split it into files of 2,000 rows at most.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await addCsvImport({
      name: name.trim(),
      csvText,
      mapping: JSON.stringify(guessMapping(table[0] ?? [])),
    });
    setSaving(false);
    if (result.error) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([key, texts]) => [key, texts[0] ?? '']),
        ),
      );
      showAlert({ type: 'danger', title: 'Not saved', message: result.message });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: [IMPORTS_API] });
    showAlert({ type: 'success', title: 'Saved', message: 'Now map its columns to visit fields.' });
    await navigate({ to: `/app/visits/csv-imports/${encodeURIComponent(result.data.id)}/edit` });
  }

  const rows = parseCsv(csvText).length;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Add Visit CSV Import</Title>
      <Text c="dimmed">
        A CSV of visits from a council’s brokerage or another roster: one visit a row, with a header
        row. Dates as dd/mm/yyyy, times as 24-hour hh:mm.
      </Text>
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      <FileInput
        label="CSV file"
        accept=".csv,text/csv"
        clearable
        onChange={(file) => void readFile(file)}
        error={errors.csvText}
      />
      <Textarea
        label="Rows of the file"
        description={
          rows > 0 ? `${counted(rows - 1, 'visit row')} and a header row.` : 'Or paste them here.'
        }
        autosize
        minRows={4}
        maxRows={12}
        value={csvText}
        onChange={(event) => setCsvText(event.currentTarget.value)}
      />
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          Save and map columns
        </Button>
        <Button component={Link} to="/app/visits/csv-imports" variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
