import type { StaffTabs } from '@care360/domain';
import { Group, NavLink, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { fetchData } from '../../platform/api';
import type { PersonFileStripProps } from '../../platform/person-files/person-file-strips';

/** A tick in a circle: the tab's section is complete. */
function CompletedIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" role="img" aria-label="completed">
      <circle cx="8" cy="8" r="7" fill="var(--mantine-color-green-7)" />
      <path
        d="M4.5 8.2l2.2 2.2 4.8-4.8"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The carer's side tabs (spec §2.5, §3.2) above the file's sections: each leads to its section
 * and shows the completed icon when the server says the section is complete. Read again with
 * the sections, so a save in the file shows at once.
 */
export function StaffFileTabs({ owner, ownerId, fileBase, sectionsVersion }: PersonFileStripProps) {
  const headingId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tabs = useQuery({
    queryKey: [`${fileBase}/tabs`, sectionsVersion],
    queryFn: ({ signal }) => fetchData<StaffTabs>(`${fileBase}/tabs`, signal),
    placeholderData: (previous) => previous,
  });
  if (!tabs.data || tabs.data.items.length === 0) return null;
  const base = `/app/${owner}/${encodeURIComponent(ownerId)}/edit`;
  return (
    <div>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        Tabs
      </Text>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: '0 0 1rem', padding: 0 }}>
        {tabs.data.items.map((tab) => {
          const to = `${base}/${tab.path}`;
          return (
            <li key={tab.key}>
              <NavLink
                component={Link}
                to={to}
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                label={
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <span>{tab.title}</span>
                    {tab.completed && <CompletedIcon />}
                  </Group>
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
