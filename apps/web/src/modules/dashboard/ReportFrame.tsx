import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ReportAnswer, ReportFilterBar, useReportFilters } from '../../platform/charts';
import { dashboardQuery } from './dashboard-api';

/** The dashboards' pages, for the links between them. */
export const DASHBOARD_LINKS = [
  ['Main', '/app/dashboard/main'],
  ['Client performance', '/app/dashboard/clients/client-performance'],
  ['Weekly pie charts', '/app/dashboard/clients/weekly-pie-charts'],
  ['Line chart per branch', '/app/dashboard/clients/line-chart-per-branch'],
  ['Weekly branch comparison', '/app/dashboard/clients/weekly-branch-comparison'],
  ['Client growth', '/app/dashboard/clients/growth-chart-per-branch'],
  ['Client starts', '/app/dashboard/clients/start'],
  ['Client ends', '/app/dashboard/clients/end'],
  ['Carer performance', '/app/dashboard/carers/performance'],
  ['Carer growth', '/app/dashboard/carers/growth-chart-per-branch'],
  ['Carer starts', '/app/dashboard/carers/start'],
  ['Carer ends', '/app/dashboard/carers/end'],
] as const;

function DashboardNav() {
  return (
    <Group component="nav" aria-label="Dashboards" gap="xs" wrap="wrap">
      {DASHBOARD_LINKS.map(([label, to]) => (
        <Anchor key={to} component={Link} to={to} size="sm">
          {label}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * A report's page: its title, the links to the other reports, its filters, and its answer drawn
 * by `children` once loaded (a refusal says the caller may not see it).
 */
export function ReportFrame<T>({
  title,
  report,
  owner,
  period,
  children,
}: {
  title: string;
  report: string;
  owner: 'clients' | 'carers' | 'visits';
  period: 'range' | 'week' | 'none';
  children: (data: T) => ReactNode;
}) {
  const { texts, filters, change } = useReportFilters();
  const answer = useQuery(dashboardQuery<T>(report, filters));
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <DashboardNav />
      <ReportFilterBar
        texts={texts}
        change={change}
        owner={owner}
        period={period === 'none' ? null : period}
      />
      <ReportAnswer answer={answer} loading="Loading the report" what="The report">
        {children}
      </ReportAnswer>
    </Stack>
  );
}
