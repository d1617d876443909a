import { type PersonFileSectionStatus, ukDate } from '@care360/domain';
import { Badge, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import classes from './PersonFileNav.module.css';
import { filePath } from './person-file-api';
import type { PersonFileRoute } from './person-file-route-info';

/** Words only a screen reader says, completing the visible state ('40%' → ', 40% complete'). */
const spoken = (words: string) => <VisuallyHidden>{words}</VisuallyHidden>;

/**
 * What the entry says beside its title: how complete, how many, signed or overdue. It is part
 * of the link's text, so the link's name is what is on screen followed by what it means.
 */
function SectionState({ section }: { section: PersonFileSectionStatus }) {
  const parts = [];
  if (section.signed) {
    parts.push(
      <Badge key="signed" color="teal.9" variant="filled" size="sm">
        {spoken(',')} Signed
      </Badge>,
    );
  } else if (section.completion !== null) {
    parts.push(
      <Text key="completion" size="xs" c="dimmed" span>
        {spoken(',')} {section.completion}% {spoken('complete')}
      </Text>,
    );
  }
  if (section.count !== null) {
    parts.push(
      <Text key="count" size="xs" c="dimmed" span>
        {spoken(',')} {section.count} {spoken(section.count === 1 ? 'record' : 'records')}
      </Text>,
    );
  }
  if (section.overdue) {
    parts.push(
      <Badge
        key="overdue"
        color="red.9"
        variant="filled"
        size="sm"
        title={section.nextReviewOn ? `Review was due ${ukDate(section.nextReviewOn)}` : undefined}
      >
        {spoken(', review')} Overdue
      </Badge>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {parts}
    </Group>
  );
}

/** Whether the page shown is this section's (its list, add and edit pages included). */
function isCurrent(
  section: PersonFileSectionStatus,
  route: PersonFileRoute,
  ownerId: string,
  pathname: string,
) {
  const path = filePath(route, ownerId, section.path);
  if (section.path === '') return pathname === path || pathname === `${path}/`;
  return pathname === path || pathname.startsWith(`${path}/`);
}

function SectionGroup({
  group,
  sections,
  route,
  ownerId,
  pathname,
}: {
  group: string;
  sections: PersonFileSectionStatus[];
  route: PersonFileRoute;
  ownerId: string;
  pathname: string;
}) {
  const headingId = useId();
  return (
    <div className={classes.group}>
      {/* Not a heading: the page's own h1 comes after the navigation. */}
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {group}
      </Text>
      <ul className={classes.list} aria-labelledby={headingId}>
        {sections.map((section) => (
          <li key={section.key}>
            <SectionLink section={section} route={route} ownerId={ownerId} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SectionLink({
  section,
  route,
  ownerId,
  pathname,
}: {
  section: PersonFileSectionStatus;
  route: PersonFileRoute;
  ownerId: string;
  pathname: string;
}) {
  const current = isCurrent(section, route, ownerId, pathname);
  return (
    <NavLink
      component={Link}
      to={filePath(route, ownerId, section.path)}
      // The details page is the file's index: it is current only on its own path, not below it.
      activeOptions={{ exact: section.path === '' }}
      label={section.title}
      rightSection={<SectionState section={section} />}
      active={current}
      aria-current={current ? 'page' : undefined}
      className={classes.link}
    />
  );
}

interface PersonFileNavProps {
  route: PersonFileRoute;
  ownerId: string;
  sections: PersonFileSectionStatus[];
  pathname: string;
}

/** The sections of one person's file, grouped, each with its state; the page shown is marked. */
export function PersonFileNav({ route, ownerId, sections, pathname }: PersonFileNavProps) {
  return (
    <>
      {route.groups.map((group) => {
        const inGroup = sections.filter((section) => section.group === group);
        return inGroup.length === 0 ? null : (
          <SectionGroup
            key={group}
            group={group}
            sections={inGroup}
            route={route}
            ownerId={ownerId}
            pathname={pathname}
          />
        );
      })}
    </>
  );
}
