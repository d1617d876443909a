import { Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useParams, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import classes from './ClientFileLayout.module.css';
import { ClientFileNav } from './ClientFileNav';
import { clientApiBase, clientProfilePath, clientSectionsQuery } from './client-file-api';

/**
 * The sections' completion and counts change as the file is filled in: read them again on each
 * move within the file, and whenever a page of this client's file marks its own data stale
 * (a saved record or questionnaire), so the navigation never lags behind the page beside it.
 */
function useFreshSections(clientId: string, pathname: string) {
  const queryClient = useQueryClient();
  const sections = useQuery(clientSectionsQuery(clientId));
  const { refetch } = sections;
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    const own = `${clientApiBase(clientId)}/`;
    const { queryKey } = clientSectionsQuery(clientId);
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
  }, [clientId, queryClient]);

  return sections;
}

/**
 * The frame of every page of a client's file (/app/clients/:id/edit/…): the client's name with
 * the way back to the profile, and the file's sections beside the page. On narrow screens the
 * sections fold away behind a button.
 */
export function ClientFileLayout() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const sections = useFreshSections(id, pathname);
  const narrow = useMediaQuery('(max-width: 62em)') === true;
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();

  // On a narrow screen the list folds again once a section is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to fold.
  useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  // A client that is not there (or not to be seen) has no file to navigate: the page beside
  // says why in its own words, as it does for any record. The page keeps its place in the tree
  // either way, so nothing typed there is lost when the answer arrives.
  const error = sections.error;
  const noFile = error instanceof ApiError && (error.status === 404 || error.status === 403);

  const nav = sections.data ? (
    <ClientFileNav clientId={id} sections={sections.data.items} pathname={pathname} />
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
          Client file:
        </Text>
        <Text fw={700} size="lg">
          {sections.data?.client.name ?? ''}
        </Text>
        <Anchor component={Link} to={clientProfilePath(id)} size="sm">
          Back to the profile
        </Anchor>
      </Group>
      <div className={classes.frame}>
        {!noFile && (
          <nav aria-label="Client file sections" className={classes.nav}>
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
