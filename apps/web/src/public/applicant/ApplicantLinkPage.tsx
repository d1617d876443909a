import {
  APPLICANT_HISTORY_PAGES,
  type ApplicantHistoryPage,
  type ApplicantLinkAnswer,
  type HistoryGapAnswer,
  type RecordKind,
  ukDate,
} from '@care360/domain';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { Notice } from '../../platform/Notice';
import { RecordFieldsForm } from '../../platform/records/RecordFieldsForm';
import { ApplicantFrame } from './ApplicantFrame';
import { applicantLinkKey, readApplicantLink, saveHistory, submitFile } from './applicant-link-api';

/** The applicant's packs, built elsewhere, each under the same link. */
const PACKS = [
  { path: 'post-interview-reference-forms', title: 'Post-interview reference forms' },
  { path: 'reference-forms', title: 'Reference forms' },
  { path: 'support-worker-test', title: 'Support worker test' },
];

const dates = (gap: Pick<HistoryGapAnswer, 'from' | 'to'>) =>
  `${ukDate(gap.from)} to ${ukDate(gap.to)}`;

/** An entry as a line: its title fields, then its dates. */
export function entryTitle(kind: RecordKind, row: Record<string, unknown>): string {
  const parts = [kind.titleField, ...(kind.titleWith ?? [])]
    .map((field) => row[field])
    .filter((value) => typeof value === 'string' && value !== '');
  const from = typeof row.fromDate === 'string' ? ukDate(row.fromDate) : null;
  const to = typeof row.toDate === 'string' ? ukDate(row.toDate) : from ? 'now' : null;
  const title = kind.titleField === 'fromDate' ? 'Gap' : parts.join(', ');
  return from ? `${title} (${from} to ${to})` : title;
}

export function useApplicantLink(token: string) {
  return useQuery({
    queryKey: applicantLinkKey(token),
    queryFn: () => readApplicantLink(token),
  });
}

function GapToExplain({ token, gap }: { token: string; gap: HistoryGapAnswer }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const page = APPLICANT_HISTORY_PAGES.find((p) => p.page === 'gap') as ApplicantHistoryPage;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text>
          <strong>Employment gap {gap.months}</strong> ({dates(gap)}, {gap.days} days) needs an
          explanation.
        </Text>
        {!open && (
          <Button variant="light" size="compact-md" onClick={() => setOpen(true)}>
            Explain this gap
          </Button>
        )}
      </Group>
      {open && (
        <RecordFieldsForm
          kind={page.kind as RecordKind}
          fields={page.fields}
          record={null}
          initial={{ fromDate: gap.from, toDate: gap.to }}
          submitLabel="Save the explanation"
          onSave={(values) => saveHistory(token, { kind: page.kind.name, values })}
          onSaved={() => queryClient.invalidateQueries({ queryKey: applicantLinkKey(token) })}
          actions={
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          }
        />
      )}
    </Stack>
  );
}

function HistoryList({
  token,
  page,
  rows,
}: {
  token: string;
  page: ApplicantHistoryPage;
  rows: readonly Record<string, unknown>[];
}) {
  const kind = page.kind as RecordKind;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`history-${page.page}`}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={`history-${page.page}`}>
          {kind.plural}
        </Title>
        {page.page !== 'gap' && (
          <Anchor component={Link} to={`/add-${page.page}/${token}`}>
            Add {kind.singular.toLowerCase()}
          </Anchor>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">None yet.</Text>
      ) : (
        <List spacing={4}>
          {rows.map((row) => (
            <List.Item key={String(row.id)}>
              <Anchor component={Link} to={`/detail-${page.page}/${token}/${String(row.id)}`}>
                {entryTitle(kind, row)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function LinkContent({ token, data }: { token: string; data: ApplicantLinkAnswer }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const queryClient = useQueryClient();
  const unexplained = data.employmentGaps.filter((gap) => !gap.explained);
  // A refusal names the gaps as they were: once the file changes it no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the file's data changes.
  useEffect(() => setResult((shown) => (shown?.tone === 'danger' ? null : shown)), [data]);

  async function submit() {
    setSending(true);
    const answer = await submitFile(token);
    setSending(false);
    setResult(
      answer.error
        ? { tone: 'danger', text: answer.message }
        : { tone: 'success', text: answer.notice },
    );
    if (!answer.error) await queryClient.invalidateQueries({ queryKey: applicantLinkKey(token) });
  }

  return (
    <Stack gap="lg">
      <Text>
        Hello {data.forename}. Here you can add your history: every job since you left school, with
        a written explanation of any gap longer than {data.gapThresholdDays} days, and every address
        of the last {data.addressHistoryYears} years.
      </Text>
      {unexplained.length > 0 || data.addressGaps.length > 0 ? (
        <Notice tone="info" title="Still missing">
          <Stack gap="sm">
            {unexplained.map((gap) => (
              <GapToExplain key={gap.from} token={token} gap={gap} />
            ))}
            {data.addressGaps.map((gap) => (
              <Text key={gap.from}>
                Your addresses do not cover {dates(gap)}: add where you lived then.
              </Text>
            ))}
          </Stack>
        </Notice>
      ) : (
        <Notice tone="success" title="Nothing missing">
          Your work and address history is complete.
        </Notice>
      )}
      {APPLICANT_HISTORY_PAGES.map((page) => (
        <HistoryList
          key={page.page}
          token={token}
          page={page}
          rows={(data.entries[page.kind.name] ?? []) as Record<string, unknown>[]}
        />
      ))}
      <Stack gap="xs" component="section" aria-labelledby="packs">
        <Title order={2} size="h4" id="packs">
          Forms to fill in
        </Title>
        <List spacing={4}>
          {data.contract && (
            <List.Item>
              <Anchor component={Link} to={`/${data.contract.key}/${token}`}>
                {data.contract.title}
              </Anchor>{' '}
              (your contract, to sign)
            </List.Item>
          )}
          {PACKS.map((pack) => (
            <List.Item key={pack.path}>
              <Anchor component={Link} to={`/${pack.path}/${token}`}>
                {pack.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
      {result && (
        <Notice tone={result.tone} title={result.tone === 'success' ? 'Sent' : 'Not sent yet'}>
          {result.text}
        </Notice>
      )}
      {data.submittedOn && (
        <Text c="dimmed">You sent your file to the office on {ukDate(data.submittedOn)}.</Text>
      )}
      <ButtonLoader loading={sending} onClick={submit} fullWidth>
        Submit my file
      </ButtonLoader>
    </Stack>
  );
}

/** /applicant/:id, the landing page of the applicant's private link (its token is the `:id`). */
export function ApplicantLinkPage() {
  const { id: token } = useParams({ strict: false }) as { id: string };
  const query = useApplicantLink(token);
  if (!query.data) {
    return (
      <ApplicantFrame heading="Your Application">
        <Text>Opening your application…</Text>
      </ApplicantFrame>
    );
  }
  if (query.data.error) {
    return (
      <ApplicantFrame heading="This link does not work">
        <Notice tone="danger" title="We cannot open your application">
          {query.data.message}
        </Notice>
      </ApplicantFrame>
    );
  }
  return (
    <ApplicantFrame heading="Your Application">
      <LinkContent token={token} data={query.data.data} />
    </ApplicantFrame>
  );
}
