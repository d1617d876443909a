import {
  addCalendarDays,
  can,
  type confirmationReviewAnswer,
  type FinanceRunLine,
  type financeOverviewAnswer,
  formatPence,
  formatUkDate,
  ukCalendarDate,
} from '@care360/domain';
import {
  Anchor,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { apiPost, apiUrl, fetchData, withQuery } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { StatusBadge } from '../../platform/StatusBadge';
import { readFilter, saveFilter } from '../../platform/saved-state';

type Overview = z.infer<typeof financeOverviewAnswer>;
type Review = z.infer<typeof confirmationReviewAnswer>;

/** The spec's saved finance date and name (§3.4): the period and the funder last chosen. */
const SAVED = 'finance';
const today = ukCalendarDate();
const EMPTY = { from: addCalendarDays(today, -7), to: addCalendarDays(today, -1), name: '' };

const TONES: Record<string, 'success' | 'info' | 'warning' | 'danger' | 'neutral'> = {
  Queued: 'info',
  Running: 'warning',
  Completed: 'success',
  Checked: 'success',
  Closed: 'neutral',
  Shortfalls: 'danger',
  Stopped: 'danger',
  Failed: 'danger',
};

const ukDay = (iso: string) => formatUkDate(`${iso}T12:00:00Z`);
const busy = (runs: readonly FinanceRunLine[]) =>
  runs.some((run) => run.status === 'Queued' || run.status === 'Running');

/**
 * /app/finance: a period's delivered visits reviewed and confirmed, an invoice run for a funder,
 * a pay run, and every run with its state and totals; a pay run's minimum wage shortfalls are
 * named with a top-up for each, and it closes once none stands. Runs are jobs: the page follows
 * them every few seconds while one is under way.
 */
export function FinancePage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => readFilter(SAVED, EMPTY));
  const [review, setReview] = useState<Review | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const update = (next: Partial<typeof EMPTY>) => {
    const value = { ...saved, ...next };
    setSaved(value);
    saveFilter(SAVED, value);
    setReview(null);
  };
  const period = { from: saved.from, to: saved.to };
  const overview = useQuery({
    queryKey: ['finance-overview', period.from, period.to],
    queryFn: ({ signal }) =>
      fetchData<Overview>(withQuery('/api/v1/finance/overview', period), signal),
    refetchInterval: (query) => (busy(query.state.data?.runs ?? []) ? 2_000 : false),
    enabled: period.from <= period.to,
  });
  // From the overview: the manager may start a run without reading the reference data.
  const funders = overview.data?.funders ?? [];
  const funderId = funders.find((f) => f.name === saved.name)?.id ?? '';

  async function act(key: string, path: string, body: unknown, then?: () => void) {
    setPending(key);
    try {
      const result = await apiPost(path, body);
      if (result.error) {
        alertFailure(result);
        return;
      }
      showAlert({ type: 'success', title: 'Success', message: result.notice });
      then?.();
      await queryClient.invalidateQueries({ queryKey: ['finance-overview'] });
    } finally {
      setPending(null);
    }
  }

  async function loadReview() {
    setPending('review');
    try {
      setReview(await fetchData<Review>(withQuery('/api/v1/finance/confirmations/review', period)));
    } catch (error) {
      alertFailure({ message: error instanceof Error ? error.message : 'Could not load.' });
    } finally {
      setPending(null);
    }
  }

  const runs = overview.data?.runs ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>Finance</Title>
      <Group align="end">
        <TextInput
          type="date"
          label="From"
          value={saved.from}
          onChange={(e) => update({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={saved.to}
          onChange={(e) => update({ to: e.currentTarget.value })}
        />
        {overview.data && (
          <Text aria-live="polite">
            {overview.data.confirmed.visits} confirmed visits in {ukDay(period.from)} to{' '}
            {ukDay(period.to)}; {overview.data.waiting} waiting to be confirmed.
          </Text>
        )}
      </Group>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2}>Confirm delivered visits</Title>
          <Group>
            <ButtonLoader
              loading={pending === 'review'}
              variant="default"
              onClick={loadReview}
              disabled={pending !== null}
            >
              Review visits
            </ButtonLoader>
            {review && review.total > 0 && can(user, 'visit-confirmations.create') && (
              <ButtonLoader
                loading={pending === 'confirm'}
                onClick={() =>
                  act('confirm', '/api/v1/finance/confirmations', period, () => setReview(null))
                }
                disabled={pending !== null}
              >
                {`Confirm ${review.total} visits`}
              </ButtonLoader>
            )}
          </Group>
          {review && review.total === 0 && (
            <Text>No delivered visit of this period is waiting to be confirmed.</Text>
          )}
          {review && review.items.length > 0 && (
            <Table.ScrollContainer minWidth={760} mah={360}>
              <Table aria-label="Visits to confirm" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th>Carer</Table.Th>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Outcome</Table.Th>
                    <Table.Th>Planned / actual (min)</Table.Th>
                    <Table.Th>Charged (min)</Table.Th>
                    <Table.Th>Paid (min)</Table.Th>
                    <Table.Th>Travel (min)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {review.items.map((line) => (
                    <Table.Tr key={line.visitCarerId}>
                      <Table.Td>{ukDay(line.visitDate)}</Table.Td>
                      <Table.Td>{line.clientName}</Table.Td>
                      <Table.Td>{line.carerName}</Table.Td>
                      <Table.Td>{line.dayType}</Table.Td>
                      <Table.Td>{line.outcome}</Table.Td>
                      <Table.Td>
                        {line.plannedMinutes} / {line.actualMinutes ?? '–'}
                      </Table.Td>
                      <Table.Td>{line.chargeMinutes}</Table.Td>
                      <Table.Td>{line.payMinutes}</Table.Td>
                      <Table.Td>{line.travelMinutes}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>

      <Group align="stretch" grow>
        {can(user, 'invoice-runs.create') && (
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2}>Invoice run</Title>
              <NativeSelect
                label="Funder"
                value={saved.name}
                onChange={(e) => update({ name: e.currentTarget.value })}
                data={[
                  { value: '', label: 'Choose a funder' },
                  ...funders.map((f) => ({ value: f.name, label: f.name })),
                ]}
              />
              <ButtonLoader
                loading={pending === 'invoice'}
                disabled={!funderId || pending !== null}
                onClick={() =>
                  act('invoice', '/api/v1/finance/invoice-runs', { funder: funderId, ...period })
                }
              >
                Start invoice run
              </ButtonLoader>
            </Stack>
          </Paper>
        )}
        {can(user, 'pay-runs.create') && (
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2}>Pay run</Title>
              <Text size="sm">
                Pays each carer’s confirmed visits of the period by their band, with travel, mileage
                and holiday pay, and checks the minimum wage for their age.
              </Text>
              <ButtonLoader
                loading={pending === 'pay'}
                disabled={pending !== null}
                onClick={() => act('pay', '/api/v1/finance/pay-runs', period)}
              >
                Start pay run
              </ButtonLoader>
            </Stack>
          </Paper>
        )}
      </Group>

      <Title order={2}>Runs</Title>
      {overview.isPending && <Text>Loading runs…</Text>}
      {overview.isError && <Text c="red.9">The runs could not be loaded.</Text>}
      {overview.isSuccess && runs.length === 0 && <Text>No runs yet.</Text>}
      {runs.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Finance runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Run</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Invoices or carers</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Th scope="row" fw="normal">
                    {run.title}
                  </Table.Th>
                  <Table.Td>
                    <StatusBadge tone={TONES[run.status] ?? 'neutral'}>{run.status}</StatusBadge>
                  </Table.Td>
                  <Table.Td>{run.count}</Table.Td>
                  <Table.Td>{formatPence(run.total)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {run.problem && <Text c="red.9">{run.problem}</Text>}
                      {run.kind === 'invoice' && run.status === 'Completed' && (
                        <Group gap="sm">
                          <Anchor href={`/app/finance/invoice-runs/${run.id}/invoices`}>
                            Invoices
                          </Anchor>
                          <Anchor
                            href={apiUrl(
                              `/api/v1/finance/invoice-runs/${run.id}/export?format=xero`,
                            )}
                          >
                            Xero CSV
                          </Anchor>
                          <Anchor
                            href={apiUrl(
                              `/api/v1/finance/invoice-runs/${run.id}/export?format=sage`,
                            )}
                          >
                            Sage 50 CSV
                          </Anchor>
                        </Group>
                      )}
                      {run.kind === 'pay' &&
                        ['Checked', 'Shortfalls', 'Closed'].includes(run.status) && (
                          <Group gap="sm">
                            <Anchor href={`/app/finance/pay-runs/${run.id}/payslips`}>
                              Payslips
                            </Anchor>
                            <Anchor href={apiUrl(`/api/v1/finance/pay-runs/${run.id}/payroll`)}>
                              Payroll CSV
                            </Anchor>
                          </Group>
                        )}
                      {run.shortfalls.map((short) => (
                        <Group key={short.payslipId} gap="sm">
                          <Text c="red.9">
                            {`${short.carerName} is ${formatPence(short.shortfall)} below the minimum wage`}
                          </Text>
                          {can(user, 'pay-runs.update') && (
                            <ButtonLoader
                              loading={pending === short.payslipId}
                              size="xs"
                              disabled={pending !== null}
                              onClick={() =>
                                act(
                                  short.payslipId,
                                  `/api/v1/finance/payslips/${short.payslipId}/adjust`,
                                  {
                                    amount: short.shortfall,
                                    reason:
                                      'Top-up to the minimum wage: travel time is working time.',
                                  },
                                )
                              }
                            >
                              {`Top up ${short.carerName}`}
                            </ButtonLoader>
                          )}
                        </Group>
                      ))}
                      {run.kind === 'pay' &&
                        ['Checked', 'Shortfalls'].includes(run.status) &&
                        can(user, 'pay-runs.update') && (
                          <ButtonLoader
                            loading={pending === `close-${run.id}`}
                            size="xs"
                            variant="default"
                            w="fit-content"
                            disabled={pending !== null}
                            onClick={() =>
                              act(`close-${run.id}`, `/api/v1/finance/pay-runs/${run.id}/close`, {
                                version: run.version,
                              })
                            }
                          >
                            Close pay run
                          </ButtonLoader>
                        )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
