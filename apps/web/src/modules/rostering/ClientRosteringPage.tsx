import {
  CLIENT_ROSTERING_STEPS,
  counted,
  DAYS_OF_WEEK,
  formatUkDate,
  PATTERN_SOURCES,
  patternRowProblem,
  type RecordKind,
  type RosteringGenerateAnswer,
  type RosteringPatternRow,
  rosteringPatternOf,
  VISIT_TYPES,
} from '@care360/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { alertFailure, showAlert } from '../../platform/alert-store';
import type { ApiResult } from '../../platform/api';
import { StepProgress } from '../../platform/forms/StepProgress';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { RecordFieldsForm } from '../../platform/records/RecordFieldsForm';
import type { RecordRow } from '../../platform/records/record-api';
import {
  clientTemplatesQuery,
  discardDraft,
  draftFields,
  draftQuery,
  generatePackage,
  patternFrom,
  type ResumeDraft,
  ROSTERINGS_API,
  resumeQuery,
  saveDraft,
} from './rostering-api';

const STEP_COUNT = CLIENT_ROSTERING_STEPS.length;
const stepPath = (step: number) => `/app/client-rostering/add/${step}`;

/** The fields each form step asks; steps 3 and 6 are drawn by hand. */
const STEP_FIELDS: Record<number, readonly string[]> = {
  1: ['client', 'funder'],
  2: ['periodFrom', 'periodTo'],
  4: ['tasks', 'medicines'],
  5: ['preferredGender', 'preferredCarers', 'declinedCarers', 'preferenceNotes'],
};

/**
 * Add Client Rostering, steps 1 to 6: a client's package set up step by step. Each step saves
 * the draft on the server with the step it moves to, so opening the wizard again (another day,
 * another browser) lands on that step (spec §3.4 "form step"); the last step makes the visit
 * template and generates the client's visits.
 */
export function ClientRosteringPage() {
  const { pathname } = useLocation();
  const step = Number(/\/add\/(\d)/.exec(pathname)?.[1] ?? '1');
  const resume = useQuery(resumeQuery);
  const [generated, setGenerated] = useState<RosteringGenerateAnswer | null>(null);
  if (generated) return <Generated answer={generated} />;
  if (resume.isPending) return <LineLoader label="Loading the package" />;
  if (resume.isError) return <Alert color="red">{resume.error.message}</Alert>;
  const saved = resume.data;
  // The saved step is where the wizard resumes, whichever step's address was opened.
  if (saved && saved.step !== step) return <Navigate to={stepPath(saved.step)} replace />;
  if (!saved && step !== 1) return <Navigate to={stepPath(1)} replace />;
  return <WizardStep step={step} saved={saved} onGenerated={setGenerated} />;
}

function WizardStep({
  step,
  saved,
  onGenerated,
}: {
  step: number;
  saved: ResumeDraft | null;
  onGenerated: (answer: RosteringGenerateAnswer) => void;
}) {
  const draft = useQuery({ ...draftQuery(saved?.id ?? ''), enabled: Boolean(saved) });
  if (saved && draft.isPending) return <LineLoader label="Loading the package" />;
  if (saved && draft.isError) return <Alert color="red">{draft.error.message}</Alert>;
  const row = saved ? (draft.data ?? null) : null;
  return (
    <StepFrame step={step} draft={row}>
      <StepBody step={step} draft={row} onGenerated={onGenerated} />
    </StepFrame>
  );
}

/** Moves the wizard: the draft saved with its step, the caches told, then the step's page. */
function useStepMove() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: ApiResult<RecordRow>): Promise<boolean> => {
    if (result.error) {
      alertFailure(result);
      return false;
    }
    const next = Number(result.data.step);
    queryClient.setQueryData([ROSTERINGS_API, result.data.id], result.data);
    queryClient.setQueryData<ResumeDraft>([ROSTERINGS_API, 'resume'], {
      id: result.data.id,
      step: next,
      version: result.data.version,
    });
    await navigate({ to: stepPath(next) });
    return true;
  };
}

function StepFrame({
  step,
  draft,
  children,
}: {
  step: number;
  draft: RecordRow | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const client = draft?._titles?.client;
  async function startAgain() {
    if (draft) {
      const result = await discardDraft(draft.id);
      if (result.error) return alertFailure(result);
    }
    queryClient.setQueryData([ROSTERINGS_API, 'resume'], null);
    await navigate({ to: stepPath(1) });
  }
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>Add Client Rostering - Step {step}</Title>
      <StepProgress
        step={step - 1}
        count={STEP_COUNT}
        title={CLIENT_ROSTERING_STEPS[step - 1] ?? ''}
      />
      {client && <Text>Client: {client}</Text>}
      {children}
      {draft && (
        <Group>
          <Button variant="subtle" color="red" onClick={() => void startAgain()}>
            Discard this package and start again
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function BackButton({ draft, step }: { draft: RecordRow | null; step: number }) {
  const move = useStepMove();
  if (!draft || step <= 1) return null;
  return (
    <Button
      variant="default"
      onClick={async () => void move(await saveDraft(draft, { step: step - 1 }))}
    >
      Back
    </Button>
  );
}

function StepBody({
  step,
  draft,
  onGenerated,
}: {
  step: number;
  draft: RecordRow | null;
  onGenerated: (answer: RosteringGenerateAnswer) => void;
}) {
  const move = useStepMove();
  const kind = loadedKind('client-rosterings');
  const fields = STEP_FIELDS[step];
  if (fields)
    return (
      <>
        {step === 5 && (
          <Notice tone="info" title="Kept with this package">
            Preferences and declines are kept on this package for now, for whoever staffs its visits
            to read.
          </Notice>
        )}
        <RecordFieldsForm
          key={`${step}:${draft?.version ?? 0}`}
          kind={stepKind(kind, draft, fields)}
          fields={fields}
          record={draft}
          submitLabel="Save and continue"
          onSave={(body) => {
            const { version: _v, ...values } = body as Record<string, unknown>;
            return saveDraft(draft, { ...values, step: step + 1 });
          }}
          onSaved={(result) => void move(result as ApiResult<RecordRow>)}
          actions={<BackButton draft={draft} step={step} />}
        />
      </>
    );
  if (step === 3 && draft) return <PatternStep draft={draft} />;
  if (step === 6 && draft)
    return <ReviewStep draft={draft} kind={kind} onGenerated={onGenerated} />;
  return <Navigate to={stepPath(1)} replace />;
}

/**
 * The kind as one step's form sees it: its values are checked with the declaration's schema
 * together with the rest of the draft (which the step does not show), and only the step's own
 * fields' findings are kept, so a field of a later step never holds up an earlier one.
 */
function stepKind(kind: RecordKind, draft: RecordRow | null, fields: readonly string[]) {
  const full = draft ? kind.updateSchema : kind.createSchema;
  const schema = z.record(z.string(), z.unknown()).superRefine((body, ctx) => {
    const result = full.safeParse({
      ...draftFields(draft),
      step: 1,
      ...body,
      ...(draft ? { version: draft.version } : {}),
    });
    if (result.success) return;
    for (const issue of result.error.issues)
      if (fields.includes(String(issue.path[0])))
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
  return { ...kind, createSchema: schema, updateSchema: schema } as unknown as RecordKind;
}

const blankRow = (): RosteringPatternRow => ({
  dayOfWeek: 'Monday',
  startTime: '08:00',
  endTime: '08:30',
  carersNeeded: 1,
  visitType: 'Personal care',
});

/** Step 3: the week's visits, copied from the client's slots or one of their templates. */
function PatternStep({ draft }: { draft: RecordRow }) {
  const move = useStepMove();
  const clientId = String(draft.client ?? '');
  const templates = useQuery(clientTemplatesQuery(clientId));
  const [source, setSource] = useState<string>(String(draft.patternSource ?? 'Client slots'));
  const [templateId, setTemplateId] = useState<string>(String(draft.sourceTemplate ?? ''));
  const [rows, setRows] = useState<RosteringPatternRow[]>(() => rosteringPatternOf(draft.pattern));
  const [copying, setCopying] = useState(false);
  const [problem, setProblem] = useState('');
  const change = (index: number, values: Partial<RosteringPatternRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...values } : row)));

  async function copy() {
    setCopying(true);
    try {
      const copied = await patternFrom(clientId, source === 'Visit template' ? templateId : null);
      setRows(copied);
      setProblem(copied.length === 0 ? 'There are no visits to copy: add them below.' : '');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The visits could not be copied.');
    } finally {
      setCopying(false);
    }
  }

  async function save() {
    const problems = rows.flatMap((row, i) => {
      const why = patternRowProblem(row);
      return why ? [`Visit ${i + 1}: ${why}`] : [];
    });
    if (rows.length === 0) problems.push('Add at least one visit to the week.');
    setProblem(problems.join(' '));
    if (problems.length > 0) return;
    await move(
      await saveDraft(draft, {
        patternSource: source,
        sourceTemplate: source === 'Visit template' && templateId ? templateId : null,
        pattern: JSON.stringify(rows),
        step: 4,
      }),
    );
  }

  return (
    <Stack gap="md">
      <Radio.Group label="Pattern from" value={source} onChange={setSource}>
        <Group mt="xs">
          {PATTERN_SOURCES.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Group>
      </Radio.Group>
      {source === 'Visit template' && (
        <NativeSelect
          label="Visit template"
          value={templateId}
          onChange={(event) => setTemplateId(event.currentTarget.value)}
          data={[
            { value: '', label: templates.isPending ? 'Loading…' : 'Choose a template' },
            ...(templates.data ?? []).map((t) => ({ value: String(t.id), label: String(t.name) })),
          ]}
        />
      )}
      <Group>
        <Button
          variant="light"
          loading={copying}
          disabled={source === 'Visit template' && !templateId}
          onClick={() => void copy()}
        >
          Copy the visits from {source === 'Visit template' ? 'the template' : 'the client’s slots'}
        </Button>
      </Group>
      {problem && (
        <Notice tone="danger" title="Check the week">
          {problem}
        </Notice>
      )}
      <Table aria-label="Visits of the week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Carers</Table.Th>
            <Table.Th>Visit type</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
            <Table.Tr key={index}>
              <Table.Td>
                <NativeSelect
                  aria-label={`Day of visit ${index + 1}`}
                  data={[...DAYS_OF_WEEK]}
                  value={row.dayOfWeek}
                  onChange={(e) =>
                    change(index, {
                      dayOfWeek: e.currentTarget.value as RosteringPatternRow['dayOfWeek'],
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Start of visit ${index + 1}`}
                  type="time"
                  value={row.startTime}
                  onChange={(e) => change(index, { startTime: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`End of visit ${index + 1}`}
                  type="time"
                  value={row.endTime}
                  onChange={(e) => change(index, { endTime: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Carers needed for visit ${index + 1}`}
                  min={1}
                  max={4}
                  w={80}
                  value={row.carersNeeded}
                  onChange={(value) => change(index, { carersNeeded: Number(value) || 1 })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Type of visit ${index + 1}`}
                  data={[...VISIT_TYPES]}
                  value={row.visitType ?? 'Personal care'}
                  onChange={(e) => change(index, { visitType: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="default" onClick={() => setRows((current) => [...current, blankRow()])}>
          Add a visit
        </Button>
      </Group>
      <Group>
        <Button onClick={() => void save()}>Save and continue</Button>
        <BackButton draft={draft} step={3} />
      </Group>
    </Stack>
  );
}

const ukDay = (value: unknown) => (value ? formatUkDate(`${String(value)}T12:00:00Z`) : '');

/** Step 6: what the package holds, and the button that makes the visits. */
function ReviewStep({
  draft,
  kind,
  onGenerated,
}: {
  draft: RecordRow;
  kind: RecordKind;
  onGenerated: (answer: RosteringGenerateAnswer) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const rows = rosteringPatternOf(draft.pattern);
  const line = (field: string, value: ReactNode) =>
    value ? (
      <List.Item key={field}>
        {kind.fields[field]?.label}: {value}
      </List.Item>
    ) : null;

  async function generate() {
    setBusy(true);
    const result = await generatePackage(draft.id);
    setBusy(false);
    if (result.error) return alertFailure(result);
    showAlert({ type: 'success', title: 'Package set up', message: result.notice });
    onGenerated(result.data);
    await queryClient.invalidateQueries({ queryKey: [ROSTERINGS_API] });
  }

  return (
    <Stack gap="md">
      <List aria-label="The package">
        {line('funder', draft._titles?.funder)}
        {line('periodFrom', ukDay(draft.periodFrom))}
        {line('periodTo', ukDay(draft.periodTo) || 'no end date')}
        {line('patternSource', draft.patternSource as string)}
        {line('tasks', draft.tasks as string)}
        {line('medicines', draft.medicines as string)}
        {line('preferredGender', draft.preferredGender as string)}
        {line('preferredCarers', draft.preferredCarers as string)}
        {line('declinedCarers', draft.declinedCarers as string)}
      </List>
      <Table aria-label="Visits of the week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Carers</Table.Th>
            <Table.Th>Visit type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the saved order.
            <Table.Tr key={index}>
              <Table.Td>{row.dayOfWeek}</Table.Td>
              <Table.Td>
                {row.startTime}–{row.endTime}
              </Table.Td>
              <Table.Td>{row.carersNeeded}</Table.Td>
              <Table.Td>{row.visitType ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={() => void generate()} loading={busy}>
          Generate visits
        </Button>
        <BackButton draft={draft} step={6} />
      </Group>
    </Stack>
  );
}

function Generated({ answer }: { answer: RosteringGenerateAnswer }) {
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>Add Client Rostering - Step 6</Title>
      <Notice tone="success" title="Package set up">
        {counted(answer.created, 'visit')} made from the package’s visit template
        {answer.updated > 0 ? `, ${answer.updated} moved` : ''}
        {answer.held > 0 ? `, ${answer.held} left as the office changed them` : ''}.
      </Notice>
      <Group>
        <Anchor component={Link} to={stepPath(1)}>
          Set up another package
        </Anchor>
      </Group>
    </Stack>
  );
}
