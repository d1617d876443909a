import {
  AUTHORITY_MESSAGES,
  can,
  mayGrant,
  type PermissionHolders,
  type PermissionUser,
} from '@care360/domain';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { ApiError, errorMessage } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { currentUserQuery, useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { Notice } from '../../platform/Notice';
import { permissionLabel } from '../../platform/permission-vocabulary';
import { NoPermission } from '../../platform/records/RecordPageStates';
import { PERMISSIONS_PATH, permissionHoldersQuery, savePermissionHolders } from './permissions-api';

const TITLE = 'Edit User Permission - Users';

function BackLink() {
  return (
    <Anchor component={Link} to="/app/user-permissions" w="fit-content">
      Back to user permissions
    </Anchor>
  );
}

/** The users of the organisation and who holds one permission directly (/:id is its name). */
export function PermissionUsersPage() {
  const { id } = useParams({ from: '/app/user-permissions/$id/edit/users' });
  const query = useQuery(permissionHoldersQuery(id));
  const label = query.data?.label ?? permissionLabel(id);

  let body: ReactNode;
  if (query.isPending) body = <LineLoader label="Loading the users" />;
  else if (query.error instanceof ApiError && query.error.status === 403) body = <NoPermission />;
  else if (query.error instanceof ApiError && query.error.status === 404) {
    body = <Text>There is no permission called “{id}”.</Text>;
  } else if (query.isError) {
    body = (
      <Notice tone="danger" title="The users could not be loaded">
        <Text size="sm" mb="xs">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  } else {
    // Keyed by the permission only: a refetch must not wipe ticks that are not saved yet.
    body = <HoldersForm key={query.data.permission} holders={query.data} />;
  }

  return (
    <Stack gap="md">
      <BackLink />
      <Stack gap={4}>
        <Title order={1}>{TITLE}</Title>
        <Text fw={600}>
          {label}{' '}
          <Text span size="sm" ff="monospace">
            ({id})
          </Text>
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}

const matches = (person: PermissionUser, words: string[]) => {
  const text = `${person.name} ${person.email} ${person.roleName}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

function HoldersForm({ holders }: { holders: PermissionHolders }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mayUpdate = can(user, 'permissions.update');
  // Authority: only a permission one holds is granted, and only to those one may manage.
  const holdsIt = mayGrant(user, holders.permission);
  const readOnly = !mayUpdate || !holdsIt;
  const [direct, setDirect] = useState<ReadonlySet<string>>(
    () => new Set(holders.users.filter((u) => u.direct).map((u) => u.id)),
  );
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = holders.users.filter((person) => matches(person, words));
  const columns: TableColumn<PermissionUser>[] = [
    {
      key: 'holds',
      label: 'Holds it',
      render: (person) => (
        <HoldsIt
          person={person}
          checked={direct.has(person.id)}
          readOnly={readOnly}
          self={person.id === user.id}
          onToggle={toggle}
        />
      ),
    },
    {
      key: 'name',
      label: 'Name',
      render: (person) => (
        <>
          {person.name}
          {!person.active && (
            <Text span size="sm">
              {' '}
              (inactive)
            </Text>
          )}
        </>
      ),
    },
    { key: 'email', label: 'Email', render: (person) => person.email },
    { key: 'role', label: 'Role', render: (person) => person.roleName },
  ];

  function toggle(id: string, granted: boolean) {
    setDirect((current) => {
      const next = new Set(current);
      if (granted) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    // Every direct holder, the ones the search hides included: the save replaces the whole set.
    const result = await savePermissionHolders(holders.permission, [...direct].sort());
    setSaving(false);
    if (result.error) {
      setFailure([result.message, ...Object.values(result.errors).flat()].join(' '));
      return;
    }
    queryClient.setQueryData(permissionHoldersQuery(holders.permission).queryKey, result.data);
    await Promise.all([
      // The list's counts are now out of date; this page already has the saved answer.
      queryClient.invalidateQueries({ queryKey: [PERMISSIONS_PATH], refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
    showAlert({
      type: 'success',
      title: 'Saved',
      message: `Saved who holds ${holders.label} directly.`,
    });
  }

  return (
    <form onSubmit={submit} aria-label={`Users holding ${holders.label}`}>
      <Stack gap="md">
        {!mayUpdate ? (
          <Notice tone="info" title="View only">
            You can see who holds this permission but not change it.
          </Notice>
        ) : (
          !holdsIt && (
            <Notice tone="info" title="View only">
              {AUTHORITY_MESSAGES.grantBeyondOwn}
            </Notice>
          )
        )}
        {failure && (
          <Notice tone="danger" title="Not saved">
            {failure}
          </Notice>
        )}
        <Text>
          Tick the people who should hold {holders.label} on top of their role. People whose role
          already grants it are shown ticked, marked “via role”.
        </Text>
        <TextInput
          type="search"
          label="Search users"
          description="Looks in: name, email, role"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <ResponsiveTable
          label="Users"
          columns={columns}
          rows={shown}
          rowKey={(person) => person.id}
          headingColumn="name"
          minWidth={640}
          tableProps={{ striped: true }}
        />
        <Text size="sm" role="status">
          {shown.length === 0
            ? 'No users match the search.'
            : `Showing ${shown.length} of ${holders.users.length} users; ${direct.size} chosen directly.`}
        </Text>
        {!readOnly && (
          <Group gap="sm">
            <ButtonLoader type="submit" loading={saving}>
              Save
            </ButtonLoader>
            <Button component={Link} to="/app/user-permissions" variant="default">
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface HoldsItProps {
  person: PermissionUser;
  checked: boolean;
  readOnly: boolean;
  /** This row is the signed-in person. */
  self: boolean;
  onToggle: (id: string, granted: boolean) => void;
}

/**
 * Whether a user holds the permission directly. One whose role grants it is ticked and cannot be
 * unticked here; one who also holds it directly keeps an open box, so that needless direct grant
 * can still be removed.
 */
function HoldsIt({ person, checked, readOnly, self, onToggle }: HoldsItProps) {
  const byRoleOnly = person.viaRole && !person.direct;
  // Someone the signed-in person may not change: their state is shown, with why, not a dead box.
  const locked = !readOnly && !byRoleOnly && !person.mayChange;
  return (
    <Group gap="xs" wrap="nowrap">
      {locked ? (
        <Text size="sm" span>
          {checked ? 'Yes' : 'No'}
          {self
            ? ' (you cannot change your own permissions)'
            : ' (holds permissions you do not, so you cannot change this)'}
        </Text>
      ) : (
        <Checkbox
          aria-label={`Grant directly to ${person.name}`}
          checked={byRoleOnly || checked}
          disabled={readOnly || byRoleOnly}
          onChange={(event) => onToggle(person.id, event.currentTarget.checked)}
        />
      )}
      {person.viaRole && (
        <Text size="sm" span>
          {byRoleOnly ? 'via role' : 'also via role'}
        </Text>
      )}
    </Group>
  );
}
