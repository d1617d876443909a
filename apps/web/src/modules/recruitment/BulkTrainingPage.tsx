import type { Fields, TrackerCard } from '@care360/domain';
import { Checkbox, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiPost } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { FieldInput } from '../../platform/records/fields/FieldInput';
import {
  type RecordFormValues,
  toApiValues,
  toFormValues,
} from '../../platform/records/form-values';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { TrackerNav } from './TrackerNav';
import { boardQuery, refreshRecruitment } from './tracker-api';

/**
 * Bulk training (spec §2.5): book a group of one branch's applicants (the `$id` of the path is the
 * branch: an office trains its own intake) onto one session. Those at Contract or Cleared are
 * offered first; every applicant of the branch on request. Each is emailed an invitation.
 */

const READY = new Set(['Contract', 'Cleared']);

function sessionFields(): Fields {
  const kind = loadedKind('applicant-training-bookings');
  const pick = (key: string) => kind.fields[key] as Fields[string];
  return {
    course: pick('course'),
    startsAt: pick('startsAt'),
    place: pick('place'),
    notes: pick('notes'),
  };
}

export function BulkTrainingPage() {
  const { id: branch } = useParams({ strict: false }) as { id: string };
  const board = useQuery(boardQuery({ branch }));
  const queryClient = useQueryClient();
  const fields = sessionFields();
  const form = useForm<RecordFormValues>({ defaultValues: toFormValues(fields, null) });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [everyone, setEveryone] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { isSubmitting } = form.formState;

  async function save(values: RecordFormValues) {
    setResult(null);
    const answer = await apiPost<{ booked: number }>(
      `/api/v1/recruitment-tracker/bulk-training/${encodeURIComponent(branch)}`,
      { ...toApiValues(fields, values), applicantIds: [...chosen] },
    );
    if (answer.error) {
      let first = true;
      for (const [field, messages] of Object.entries(answer.errors)) {
        if (field in fields) {
          form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
          first = false;
        }
      }
      setResult({
        tone: 'danger',
        text: [answer.message, ...(answer.errors.applicantIds ?? [])].join(' '),
      });
      return;
    }
    setResult({ tone: 'success', text: answer.notice || 'Booked.' });
    setChosen(new Set());
    await refreshRecruitment(queryClient);
  }

  const toggle = (card: TrackerCard, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(card.id);
      else next.delete(card.id);
      return next;
    });

  let people: ReactNode;
  if (board.isPending) people = <LineLoader label="Loading the branch's applicants" />;
  else if (board.isError)
    people = (
      <LoadFailure
        error={board.error}
        what="The applicants"
        retry={() => void board.refetch()}
        notFound={null}
      />
    );
  else {
    const offered = board.data.items.filter(
      (card) => card.stage !== 'Rejected' && (everyone || READY.has(card.stage)),
    );
    people =
      offered.length === 0 ? (
        <Text size="sm">No applicant of this branch is at Contract or Cleared.</Text>
      ) : (
        <Stack gap={6}>
          {offered.map((card) => (
            <Checkbox
              key={card.id}
              label={`${card.name} (${card.stage})`}
              checked={chosen.has(card.id)}
              onChange={(event) => toggle(card, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      );
  }
  const branchName = board.data?.items[0]?.branchName;

  return (
    <Stack gap="md">
      <Title order={1}>Bulk Training{branchName ? `: ${branchName}` : ''}</Title>
      <TrackerNav />
      {result && (
        <Notice tone={result.tone} title={result.tone === 'success' ? 'Booked' : 'Not booked'}>
          {result.text}
        </Notice>
      )}
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" component="fieldset" style={{ margin: 0 }}>
            <Text component="legend" fw={600}>
              Applicants ({chosen.size} chosen)
            </Text>
            <Switch
              my="xs"
              label="Offer every stage, not only Contract and Cleared"
              checked={everyone}
              onChange={(event) => setEveryone(event.currentTarget.checked)}
            />
            {people}
          </Paper>
          {Object.entries(fields).map(([name, def]) => (
            <FieldInput
              key={name}
              name={name}
              owner="applicant-training-bookings"
              def={def}
              control={form.control}
              disabled={isSubmitting}
              onUploadError={(text) => setResult({ tone: 'danger', text })}
            />
          ))}
          <Group>
            <ButtonLoader type="submit" loading={isSubmitting} disabled={chosen.size === 0}>
              Book and email invitations
            </ButtonLoader>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
