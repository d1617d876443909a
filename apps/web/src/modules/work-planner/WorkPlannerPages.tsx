import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { Notice } from '../../platform/Notice';
import { WorkBoard } from './WorkBoard';
import { boardQuery, branchesQuery } from './work-planner-api';

/** The work planner's screens (spec §2.2 work-planner): five boards and the list of branches. */

export function MainBoardPage() {
  return (
    <WorkBoard
      view="main"
      heading="Work Planner"
      intro="Your own task cards by status: pending, completed and cancelled."
    />
  );
}

export function AllBoardPage() {
  return (
    <WorkBoard
      view="all"
      heading="Work Planner - All"
      intro="Every task card you may see, by status."
    />
  );
}

export function TeamsBoardPage() {
  return (
    <WorkBoard
      view="teams"
      heading="Work Planner - Teams"
      intro="The pending task cards by team: drag a card to another team to hand it over."
    />
  );
}

export function ProjectsBoardPage() {
  return (
    <WorkBoard
      view="projects"
      heading="Work Planner - Projects"
      intro="The pending task cards of the active projects: drag a card to another project to move it."
    />
  );
}

export function BranchBoardPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const branch = useQuery({ ...boardQuery('branch', id), enabled: Boolean(id) });
  const name = branch.data?.branch?.name;
  return (
    <WorkBoard
      view="branch"
      branch={id}
      heading={name ? `Work Planner - ${name}` : 'Work Planner - Branch'}
      intro="This branch's task cards by status."
    />
  );
}

interface BranchRow {
  id: string;
  name: string;
  pending: number;
  overdue: number;
  completed: number;
  teams: number;
}

const COLUMNS: readonly TableColumn<BranchRow>[] = [
  {
    key: 'name',
    label: 'Branch',
    rowHeader: true,
    render: (row) => (
      <Anchor component={Link} to={`/app/work-planner/branches/${row.id}`}>
        {row.name}
      </Anchor>
    ),
  },
  { key: 'pending', label: 'Pending', render: (row) => row.pending },
  { key: 'overdue', label: 'Overdue', render: (row) => row.overdue },
  { key: 'completed', label: 'Completed', render: (row) => row.completed },
  { key: 'teams', label: 'Teams', render: (row) => row.teams },
];

export function BranchesPage() {
  const branches = useQuery(branchesQuery);
  return (
    <Stack gap="md">
      <Title order={1}>Work Planner - Branches</Title>
      <Text c="dimmed">Each branch's task cards: open one to see its board.</Text>
      {branches.isError && (
        <Notice tone="danger" title="The branches could not be loaded">
          {branches.error.message}
        </Notice>
      )}
      {!branches.data && !branches.isError && <LineLoader label="Loading the branches" />}
      {branches.data && (
        <ResponsiveTable
          label="Branches of the work planner"
          columns={COLUMNS}
          rows={branches.data.items}
          rowKey={(row) => row.id}
          minWidth={480}
        />
      )}
    </Stack>
  );
}
