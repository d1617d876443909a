import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { loadedKinds } from './loaded-kinds';
import { recordQuery } from './record-api';
import { parentLocation, type RecordLocation, recordLocation } from './record-location';
import { displayTitleOf } from './record-titles';

interface Crumb {
  label: string;
  to: string;
}

/**
 * The way back from a nested screen: the parent kind's list, then the parent record, named by
 * its title once loaded.
 */
function useParentCrumbs(location: RecordLocation): Crumb[] {
  const params: Record<string, unknown> = useParams({ strict: false });
  const parent = parentLocation(location, params);
  const parentId = location.parents.at(-1)?.id ?? '';
  const parentRecord = useQuery({
    ...recordQuery(parent?.apiBase ?? '', parentId),
    enabled: parent !== undefined,
  });
  if (!parent) return [];
  const title = displayTitleOf(parent.kind, parentRecord.data);
  const list = { label: parent.kind.plural, to: parent.listPath };
  // The parent record is a step back only where it has a page of its own.
  const opens = parent.recordPath(parentId);
  if (!opens) return [list];
  const label = title || parent.kind.singular;
  return [list, { label, to: opens }];
}

/**
 * The list a kind's pages sit below, beside it under the same parent (a mental-capacity
 * assessment's risk assessments sit below the mental-capacity list): a step back on the way.
 */
function enclosingListCrumbs(location: RecordLocation, params: Record<string, unknown>): Crumb[] {
  const { kind } = location;
  const enclosing = loadedKinds().find(
    (other) =>
      other !== kind && other.parent === kind.parent && kind.path.startsWith(`${other.path}/`),
  );
  if (!enclosing) return [];
  return [{ label: enclosing.plural, to: recordLocation(enclosing, params).listPath }];
}

interface RecordPageHeaderProps {
  location: RecordLocation;
  /** The route's title, so the heading matches the browser title. */
  title: string;
  /** Whether the kind's own list is a step back (add and edit pages). */
  withList: boolean;
  /** Under the heading, e.g. the record's name on an edit page. */
  subtitle?: string;
  actions?: ReactNode;
}

/** The heading of a record screen, with the way back through the records it is nested in. */
export function RecordPageHeader({
  location,
  title,
  withList,
  subtitle,
  actions,
}: RecordPageHeaderProps) {
  const params: Record<string, unknown> = useParams({ strict: false });
  const crumbs = [...useParentCrumbs(location), ...enclosingListCrumbs(location, params)];
  const trail = withList
    ? [...crumbs, { label: location.kind.plural, to: location.listPath }]
    : crumbs;
  return (
    <Stack gap="xs">
      {trail.length > 0 && (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="›">
            {trail.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
      )}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions}
    </Stack>
  );
}
