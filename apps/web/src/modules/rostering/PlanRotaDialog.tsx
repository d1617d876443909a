import { addCalendarDays, type RosterRun, type RosterRunScope, ukDate } from '@care360/domain';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Notice } from '../../platform/Notice';
import { UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { planPath, startRun } from './auto-roster-api';
import { checkPlanRequest, type PlanRequestProblems, type PlanRequestValues } from './plan-request';

export interface PlanRotaDialogProps {
  opened: boolean;
  onClose: () => void;
  branches: readonly { id: string; name: string }[];
  /** The branch and week the scheduler shows: the plan's first guess. */
  branchId: string;
  weekStart: string;
  /** Told the run the server started. */
  onStarted: (run: RosterRun) => void;
}

const initialValues = (branchId: string, weekStart: string): PlanRequestValues => ({
  branchId,
  fromText: ukDate(weekStart),
  toText: ukDate(addCalendarDays(weekStart, 6)),
  scope: 'unallocated',
  keepAllocated: true,
  seedText: '',
});

/** The server's field names as the dialog's boxes. */
const FIELD_OF: Record<string, keyof PlanRequestProblems> = {
  branchId: 'branchId',
  from: 'from',
  to: 'to',
  seed: 'seed',
};

/**
 * Asks for a rota plan: a branch, one day to four weeks, all visits or only the empty places,
 * whether carers already on visits stay, and (advanced) the seed that makes a plan repeatable.
 * Problems are said at each box before anything is sent; the server's own refusals likewise.
 */
export function PlanRotaDialog({
  opened,
  onClose,
  branches,
  branchId,
  weekStart,
  onStarted,
}: PlanRotaDialogProps) {
  const [values, setValues] = useState(() => initialValues(branchId, weekStart));
  const [problems, setProblems] = useState<PlanRequestProblems>({});
  const [failure, setFailure] = useState('');
  const [advanced, setAdvanced] = useState(values.seedText !== '');
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<PlanRequestValues>) => {
    setValues((current) => ({ ...current, ...next }));
    // A box's problem goes once it is changed; the rest are checked again on submit.
    setProblems((current) => {
      const kept = { ...current };
      if ('branchId' in next) delete kept.branchId;
      if ('fromText' in next) delete kept.from;
      if ('toText' in next) delete kept.to;
      if ('seedText' in next) delete kept.seed;
      return kept;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const checked = checkPlanRequest(values);
    setProblems(checked.problems);
    if (!checked.body) {
      if (checked.problems.seed) setAdvanced(true);
      return;
    }
    setBusy(true);
    const result = await startRun(checked.body);
    setBusy(false);
    if (result.error) {
      const fromServer: PlanRequestProblems = {};
      for (const [field, messages] of Object.entries(result.errors)) {
        const box = FIELD_OF[field];
        if (box && messages[0]) fromServer[box] = messages[0];
      }
      setProblems(fromServer);
      setFailure(result.message);
      return;
    }
    onStarted(result.data);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Plan the rota" size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The planner fills the rota within the visit rules (training, availability and holidays,
            travel between visits, double-ups, weekly hours, breaks) and shows you the plan before
            anything changes.
          </Text>
          {failure && (
            <Notice tone="danger" title="The plan was not started">
              {failure}
            </Notice>
          )}
          <Select
            label="Branch"
            data={branches.map((b) => ({ value: b.id, label: b.name }))}
            value={values.branchId || null}
            onChange={(value) => change({ branchId: value ?? '' })}
            error={problems.branchId}
            allowDeselect={false}
            required
          />
          <Group align="flex-start" grow wrap="wrap">
            <UkDateInput
              label="From"
              value={values.fromText}
              onChange={(fromText) => change({ fromText })}
              error={problems.from}
              description="The first day to plan."
              required
            />
            <UkDateInput
              label="To"
              value={values.toText}
              onChange={(toText) => change({ toText })}
              error={problems.to}
              description="The last day, at most 4 weeks on."
              required
            />
          </Group>
          <Radio.Group
            label="Visits to plan"
            value={values.scope}
            onChange={(scope) => change({ scope: scope as RosterRunScope })}
          >
            <Stack gap={6} mt={6}>
              <Radio value="unallocated" label="Only the places still to fill" />
              <Radio value="all" label="All visits (the planner may move carers between them)" />
            </Stack>
          </Radio.Group>
          <Checkbox
            label="Keep carers already on visits"
            description="Visits already allocated keep their carers; the plan works around them."
            checked={values.keepAllocated}
            onChange={(event) => change({ keepAllocated: event.currentTarget.checked })}
          />
          <div>
            <Button
              variant="subtle"
              px={0}
              onClick={() => setAdvanced((open) => !open)}
              aria-expanded={advanced}
              aria-controls="plan-rota-advanced"
            >
              {advanced ? 'Hide advanced options' : 'Advanced options'}
            </Button>
            <Collapse expanded={advanced} id="plan-rota-advanced">
              <TextInput
                mt="xs"
                label="Seed"
                description="The same seed plans the same visits the same way. Leave empty for a new one."
                inputMode="numeric"
                autoComplete="off"
                value={values.seedText}
                onChange={(event) => change({ seedText: event.currentTarget.value })}
                error={problems.seed}
                maw={240}
              />
            </Collapse>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Start planning
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The scheduler's "Plan rota" button and its dialog; a started run opens its page, which follows
 * its progress and then shows the plan.
 */
export function PlanRotaButton({
  branches,
  branchId,
  weekStart,
}: Omit<PlanRotaDialogProps, 'opened' | 'onClose' | 'onStarted'>) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Plan rota
      </Button>
      {opened && (
        <PlanRotaDialog
          opened
          onClose={() => setOpened(false)}
          branches={branches}
          branchId={branchId}
          weekStart={weekStart}
          onStarted={(run) => {
            setOpened(false);
            void navigate({ to: planPath(run.id) });
          }}
        />
      )}
    </>
  );
}
