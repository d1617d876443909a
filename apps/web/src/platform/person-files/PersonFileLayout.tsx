import { sectionsBesideTabs } from '@care360/domain';
import { Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useParams, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api';
import { LineLoader } from '../LineLoader';
import { Notice } from '../Notice';
import classes from './PersonFileLayout.module.css';
import { PersonFileNav } from './PersonFileNav';
import { fileApiBase, profilePath, sectionsQuery } from './person-file-api';
import { fileStripOf } from './person-file-strips';
import { usePersonFileRoute } from './use-person-file-route';

/**
 * The sections' completion and counts change as the file is filled in: read them again on each
 * move within the file, and whenever a page of this person's file marks its own data stale
 * (a saved record or questionnaire), so the navigation never lags behind the page beside it.
 */
function useFreshSections(fileBase: string, pathname: string) {
  const queryClient = useQueryClient();
  const sections = useQuery(sectionsQuery(fileBase));
  const { refetch } = sections;
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    const own = `${fileBase}/`;
    const { queryKey } = sectionsQuery(fileBase);
    return queryClient.getQueryCache().subscribe((event) => {
      const key = event.query.queryKey[0];
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        typeof key === 'string' &&
        key.startsWith(own) &&
        key !== queryKey[0]
      ) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
  }, [fileBase, queryClient]);

  return sections;
}

/**
 * The frame of every page of a person's file (/app/clients/:id/edit/…): the owner's name with
 * the way back to the profile, and the file's sections beside the page. On narrow screens the
 * sections fold away behind a button.
 */
export function PersonFileLayout() {
  const route = usePersonFileRoute();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const fileBase = fileApiBase(route, id);
  const sections = useFreshSections(fileBase, pathname);
  const Strip = fileStripOf(route.owner);
  const narrow = useMediaQuery('(max-width: 62em)') === true;
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();

  // On a narrow screen the list folds again once a section is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to fold.
  useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  // An owner that is not there (or not to be seen) has no file to navigate: the page beside
  // says why in its own words, as it does for any record. The page keeps its place in the tree
  // either way, so nothing typed there is lost when the answer arrives.
  const error = sections.error;
  const noFile = error instanceof ApiError && (error.status === 404 || error.status === 403);

  const nav = sections.data ? (
    <PersonFileNav
      route={route}
      ownerId={id}
      // A section the owner's side tabs lead to is offered there, not twice.
      sections={Strip ? sectionsBesideTabs(route.owner, sections.data.items) : sections.data.items}
      pathname={pathname}
    />
  ) : sections.isError ? (
    <Notice tone="danger" title="The sections could not be loaded">
      <Button size="xs" variant="default" onClick={() => void sections.refetch()}>
        Try again
      </Button>
    </Notice>
  ) : (
    <LineLoader label="Loading the sections" />
  );

  return (
    <Stack gap="md">
      <Group gap="xs" align="baseline" hidden={noFile}>
        <Text size="sm" c="dimmed">
          {route.noun} file:
        </Text>
        <Text fw={700} size="lg">
          {sections.data?.owner.name ?? ''}
        </Text>
        <Anchor component={Link} to={profilePath(route, id)} size="sm">
          Back to the profile
        </Anchor>
      </Group>
      <div className={classes.frame}>
        {!noFile && (
          <nav aria-label={`${route.noun} file sections`} className={classes.nav}>
            {Strip && (
              <Suspense fallback={null}>
                <Strip
                  owner={route.owner}
                  ownerId={id}
                  fileBase={fileBase}
                  sectionsVersion={sections.dataUpdatedAt}
                />
              </Suspense>
            )}
            {narrow ? (
              <>
                <Button
                  variant="default"
                  fullWidth
                  aria-expanded={navOpen}
                  aria-controls={navId}
                  onClick={() => setNavOpen((open) => !open)}
                >
                  {navOpen ? 'Hide sections' : 'Show sections'}
                </Button>
                <Collapse expanded={navOpen} id={navId} mt="xs">
                  {nav}
                </Collapse>
              </>
            ) : (
              nav
            )}
          </nav>
        )}
        <div className={classes.page}>
          <Outlet />
        </div>
      </div>
    </Stack>
  );
}
