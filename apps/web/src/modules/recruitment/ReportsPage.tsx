import { RECRUITMENT_REPORTS } from '@care360/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TrackerNav } from './TrackerNav';
import { reportUrl } from './tracker-api';
import { TrackerFilterBar, useTrackerFilters } from './tracker-filters';

/**
 * The tracker's reports (spec §2.5), each to download as CSV (for a spreadsheet) or PDF (to
 * print), for a branch and source or all. Every download is recorded in the audit trail.
 */
export function ReportsPage() {
  const { filters, setFilters } = useTrackerFilters();
  return (
    <Stack gap="md">
      <Title order={1}>Recruitment Reports</Title>
      <TrackerNav />
      <TrackerFilterBar filters={filters} onChange={setFilters} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {RECRUITMENT_REPORTS.map((report) => (
          <Paper key={report.key} withBorder p="md" component="section" aria-label={report.title}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {report.title}
              </Title>
              <Text size="sm">{report.description}</Text>
              <Group gap="sm">
                <Button
                  component="a"
                  href={reportUrl(report.key, 'csv', filters)}
                  download
                  aria-label={`${report.title} as CSV`}
                >
                  CSV
                </Button>
                <Button
                  component="a"
                  variant="default"
                  href={reportUrl(report.key, 'pdf', filters)}
                  download
                  aria-label={`${report.title} as PDF`}
                >
                  PDF
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Reports carry names, branches, stages, sources and dates only: no contact details, dates of
        birth or disclosures.
      </Text>
    </Stack>
  );
}
