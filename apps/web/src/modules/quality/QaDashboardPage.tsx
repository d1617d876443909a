import { type QaDashboard, ukDate } from '@care360/domain';
import { Anchor, Button, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiUrl, withQuery } from '../../platform/api';
import {
  BarChart,
  GroupedBarChart,
  HeadlineFigure,
  periodText,
  ReportAnswer,
  ReportFilterBar,
  type ReportFilters,
  ReportSection,
  useReportFilters,
} from '../../platform/charts';
import { EVIDENCE_PACK_URL, qaDashboardQuery } from './qa-dashboard-api';

/**
 * The QA dashboard: the registers the caller may read, counted on the server for a branch and a
 * period, each chart with its table, and each figure the count of the register's list.
 */

/** One row per category with a figure per register, for a chart drawn by register. */
const byRegister = <Row extends { counts: Record<string, number> }>(
  rows: readonly Row[],
  label: (row: Row) => string,
): Record<string, string | number>[] =>
  rows.map((row) => ({ category: label(row), ...row.counts }));

export function QaDashboardReport({ data }: { data: QaDashboard }) {
  const series = data.registers.map((r) => ({ key: r.register, label: SHORT[r.register] }));
  const closing = data.registers.filter((r) => r.open !== null);
  // Drafts from carers' phones are not counted until the office opens them: said, not hidden.
  const waiting = data.registers.filter((r) => (r.drafts ?? 0) > 0);
  const harmRegisters = new Set(
    data.byHarm.flatMap((row) => Object.keys(row.counts)).filter((key) => key in REGISTER_HARM),
  );
  const category = { key: 'category', label: '' } as const;
  if (data.registers.length === 0) return <Text>There are no figures you may see.</Text>;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Entries dated {periodText(data)}.
      </Text>
      {waiting.map((r) => (
        <Text key={r.register} size="sm">
          {r.drafts === 1 ? '1 draft' : `${r.drafts} drafts`} reported from carers’ phones{' '}
          {r.drafts === 1 ? 'waits' : 'wait'} to be opened in{' '}
          <Anchor component={Link} to={r.path}>
            {r.label}
          </Anchor>
          : counted once opened.
        </Text>
      ))}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <HeadlineFigure label="Entries" value={String(data.totals.total)} />
        <HeadlineFigure label="Open" value={String(data.totals.open)} />
        <HeadlineFigure label="Closed" value={String(data.totals.closed)} />
        <HeadlineFigure label="Overdue actions" value={String(data.totals.overdueActions)} />
      </SimpleGrid>
      <ReportSection title="By register">
        <Table striped withTableBorder aria-label="Entries by register">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Register</Table.Th>
              <Table.Th>Entries</Table.Th>
              <Table.Th>Open</Table.Th>
              <Table.Th>Closed</Table.Th>
              <Table.Th>Actions</Table.Th>
              <Table.Th>Overdue actions</Table.Th>
              <Table.Th>Average days to close</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.registers.map((r) => (
              <Table.Tr key={r.register}>
                <Table.Td>
                  <Anchor component={Link} to={r.path}>
                    {r.label}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.total}</Table.Td>
                <Table.Td>{r.open ?? '—'}</Table.Td>
                <Table.Td>{r.closed ?? '—'}</Table.Td>
                <Table.Td>{r.actions}</Table.Td>
                <Table.Td>{r.overdueActions}</Table.Td>
                <Table.Td>{r.averageDaysToClose ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {closing.length > 0 && (
          <GroupedBarChart
            title="Open and closed by register"
            data={closing.map((r) => ({
              category: r.label,
              open: r.open ?? 0,
              closed: r.closed ?? 0,
            }))}
            category={{ key: 'category', label: 'Register' }}
            series={[
              { key: 'open', label: 'Open' },
              { key: 'closed', label: 'Closed' },
            ]}
            withTable
          />
        )}
      </ReportSection>
      <ReportSection title="By branch and month">
        <GroupedBarChart
          title="Entries by branch"
          data={byRegister(data.byBranch, (row) => row.branchName)}
          category={{ ...category, label: 'Branch' }}
          series={series}
          withTable
        />
        <GroupedBarChart
          title="Entries by month"
          data={byRegister(data.byMonth, (row) => row.label)}
          category={{ ...category, label: 'Month' }}
          series={series}
          withTable
        />
      </ReportSection>
      {harmRegisters.size > 0 && (
        <ReportSection title="Harm">
          <GroupedBarChart
            title="Harm to the client"
            data={byRegister(data.byHarm, (row) => row.harm)}
            category={{ ...category, label: 'Harm' }}
            series={series.filter((s) => harmRegisters.has(s.key))}
            withTable
          />
        </ReportSection>
      )}
      {closing.length > 0 && (
        <ReportSection title="Days to close">
          <BarChart
            title="Closed entries by days to close"
            data={data.daysToClose.map((row) => ({ category: row.band, total: row.total }))}
            category={{ ...category, label: 'Days to close' }}
            series={[{ key: 'total', label: 'Entries' }]}
            withTable
          />
        </ReportSection>
      )}
      <ReportSection title="Overdue actions">
        {data.overdue.length === 0 ? (
          <Text>No action is overdue.</Text>
        ) : (
          <Table striped withTableBorder aria-label="Overdue actions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Due on</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Entry</Table.Th>
                <Table.Th>Owner</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.overdue.map((a) => {
                const register = data.registers.find((r) => r.register === a.register);
                return (
                  <Table.Tr key={`${a.entry}-${a.action}-${a.dueOn}`}>
                    <Table.Td>{ukDate(a.dueOn)}</Table.Td>
                    <Table.Td>{a.action}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`${register?.path ?? ''}/${a.entry}/edit`}>
                        {a.entryTitle || register?.label}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{a.ownerName ?? ''}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </ReportSection>
    </Stack>
  );
}

/** The registers' names in a chart's legend and table, short so a table fits beside the rest. */
const SHORT: Record<QaDashboard['registers'][number]['register'], string> = {
  incidents: 'Incidents',
  safeguardings: 'Safeguarding',
  complaints: 'Complaints',
  'medication-errors': 'Medication errors',
  compliments: 'Compliments',
  'death-notifications': 'Deaths',
};

/** The registers that record harm; the others have no row in the harm chart. */
const REGISTER_HARM = { incidents: true, safeguardings: true, 'medication-errors': true };

/**
 * The evidence pack of the branch and period shown: one PDF with a part per key question, the
 * browser downloads it (the server audits the download).
 */
export function EvidencePackLink({ filters }: { filters: ReportFilters }) {
  return (
    <Button
      component="a"
      variant="light"
      href={apiUrl(withQuery(EVIDENCE_PACK_URL, { ...filters }))}
    >
      Download the CQC evidence pack (PDF)
    </Button>
  );
}

export function QaDashboardPage() {
  const { texts, filters, change } = useReportFilters();
  const answer = useQuery(qaDashboardQuery<QaDashboard>(filters));
  return (
    <Stack gap="md">
      <Title order={1}>Quality Assurance Dashboard</Title>
      <ReportFilterBar
        texts={texts}
        change={change}
        owner="incidents"
        period="range"
        label="Filter the dashboard"
      >
        <EvidencePackLink filters={filters} />
      </ReportFilterBar>
      <ReportAnswer answer={answer} loading="Loading the dashboard" what="The dashboard">
        {(data) => <QaDashboardReport data={data} />}
      </ReportAnswer>
    </Stack>
  );
}
