import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import {
  AUTHORITY_MESSAGES,
  can,
  holdsAll,
  mayGrant,
  permissionAnswers,
  permissionsOf,
  type RolePermissions,
  SUPER_ADMIN,
} from '@care360/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { conflictOf, errorMessage } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { currentUserQuery, useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import type { RecordEditSectionProps } from '../../platform/records/record-edit-sections';
import { PermissionGroupTable } from './PermissionGroupTable';
import {
  grantedNames,
  PERMISSIONS_PATH,
  rolePermissionsQuery,
  saveRolePermissions,
} from './permissions-api';
import classes from './RolePermissionsPanel.module.css';

/** A stale save's answer, its names checked against the names-only index of kinds. */
const { rolePermissionsAnswer } = permissionAnswers(permissionsOf(RECORD_KIND_INDEX));

type Message = { tone: 'danger' | 'info'; title: string; text: string };

const CHANGED_MEANWHILE: Message = {
  tone: 'info',
  title: 'Someone else saved this role meanwhile',
  text: 'Its permissions are now shown as they were saved, without your changes. Make your changes again and save.',
};

/**
 * The Permissions tab of a user role (GET and PUT /api/v1/user-roles/{id}/permissions): a
 * checkbox per record and action, grouped by area, saved with the role's version.
 */
export function RolePermissionsPanel({ location, record }: RecordEditSectionProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useQuery(rolePermissionsQuery(record.id));
  // Kept here, not in the form: a reload after a conflict starts a new form but keeps the note.
  const [message, setMessage] = useState<Message | null>(null);

  async function save(permissions: string[], version: number) {
    setMessage(null);
    const result = await saveRolePermissions(record.id, permissions, version);
    if (result.error) {
      const current = conflictOf(result, rolePermissionsAnswer);
      if (current) {
        queryClient.setQueryData(rolePermissionsQuery(record.id).queryKey, current);
        setMessage(CHANGED_MEANWHILE);
        return;
      }
      setMessage({ tone: 'danger', title: 'Not saved', text: result.message });
      return;
    }
    queryClient.setQueryData(rolePermissionsQuery(record.id).queryKey, result.data);
    // The role's version moved (its details form saves over it, see RecordForm), its history
    // has a new entry, the permissions list counts it, and the person may hold this role.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [location.apiBase] }),
      queryClient.invalidateQueries({ queryKey: [PERMISSIONS_PATH] }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
    showAlert({
      type: 'success',
      title: 'Saved',
      message: `The permissions of ${result.data.roleName} are saved.`,
    });
  }

  if (query.isPending) return <LineLoader label="Loading the permissions" />;
  if (query.isError) {
    return (
      <Notice tone="danger" title="The permissions could not be loaded">
        <Text size="sm" mb="xs">
          {errorMessage(query.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }

  const superAdmin = query.data.roleKey === SUPER_ADMIN;
  // Authority (packages/domain/src/catalogue/people/authority.ts): never one's own role, never a role
  // holding what one lacks, and only permissions one holds; the server refuses the rest.
  const ownRole = query.data.roleKey === user.userRole;
  const beyondOwn = !holdsAll(user, grantedNames(query.data));
  const mayUpdate = can(user, location.kind.permissions.update);
  const mayChange = mayUpdate && !ownRole && !beyondOwn;
  const lacksSome = mayChange && user.userRole !== SUPER_ADMIN;
  return (
    <Stack gap="md">
      {superAdmin ? (
        <Notice tone="info" title="Every permission, always">
          The super administrator always holds every permission, so this role’s permissions cannot
          be changed.
        </Notice>
      ) : !mayUpdate ? (
        <Notice tone="info" title="View only">
          You can look at this role’s permissions but not change them.
        </Notice>
      ) : ownRole ? (
        <Notice tone="info" title="Your own role">
          {AUTHORITY_MESSAGES.ownRoleGrants}
        </Notice>
      ) : beyondOwn ? (
        <Notice tone="info" title="View only">
          This role holds permissions you do not hold, so only someone who holds them all can change
          it.
        </Notice>
      ) : (
        lacksSome && (
          <Text size="sm">
            You can tick only the permissions you hold yourself; the others are greyed out.
          </Text>
        )
      )}
      {message && (
        <Notice tone={message.tone} title={message.title}>
          {message.text}
        </Notice>
      )}
      {/* A new version is a new starting point: the form starts again from what was saved. */}
      <RolePermissionsForm
        key={query.data.version}
        grants={query.data}
        readOnly={superAdmin || !mayChange}
        grantable={(name) => mayGrant(user, name)}
        onSave={save}
      />
    </Stack>
  );
}

interface RolePermissionsFormProps {
  grants: RolePermissions;
  readOnly: boolean;
  grantable: (name: string) => boolean;
  onSave: (permissions: string[], version: number) => Promise<void>;
}

function RolePermissionsForm({ grants, readOnly, grantable, onSave }: RolePermissionsFormProps) {
  const [saved] = useState(() => new Set<string>(grantedNames(grants)));
  const [selected, setSelected] = useState<ReadonlySet<string>>(saved);
  const [saving, setSaving] = useState(false);
  const changed = selected.size !== saved.size || [...selected].some((name) => !saved.has(name));

  function change(names: readonly string[], granted: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const name of names) {
        if (granted) next.add(name);
        else next.delete(name);
      }
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave([...selected].sort(), grants.version);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={`Permissions of ${grants.roleName}`}>
      {grants.groups.map((group) => (
        <PermissionGroupTable
          key={group.area}
          group={group}
          selected={selected}
          disabled={readOnly}
          grantable={grantable}
          onChange={change}
        />
      ))}
      {!readOnly && (
        // Kept in view at the foot of the screen: the list of records is long.
        <Group gap="sm" className={classes.saveBar}>
          <ButtonLoader type="submit" loading={saving}>
            Save permissions
          </ButtonLoader>
          <Button variant="default" disabled={!changed} onClick={() => setSelected(saved)}>
            Undo changes
          </Button>
          <Text size="sm" role="status">
            {changed ? 'You have changes that are not saved yet.' : 'No unsaved changes.'}
          </Text>
        </Group>
      )}
    </form>
  );
}
