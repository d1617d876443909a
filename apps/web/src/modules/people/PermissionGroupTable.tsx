import { ACTION_TITLES, type PermissionGroup, RECORD_ACTIONS } from '@care360/domain';
import { Checkbox, Group, Title } from '@mantine/core';
import { useId } from 'react';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import classes from './PermissionGroupTable.module.css';

interface PermissionGroupTableProps {
  group: PermissionGroup;
  selected: ReadonlySet<string>;
  disabled: boolean;
  /** Whether this permission may be ticked or unticked here (one the person holds); all if unset. */
  grantable?: (name: string) => boolean;
  onChange: (names: readonly string[], granted: boolean) => void;
}

type PermissionRecord = PermissionGroup['records'][number];

/**
 * One area's permissions: a row per record and a checkbox per action, each labelled
 * 'Users: Create' for people who cannot see the column heading, and one box for the whole area.
 */
export function PermissionGroupTable({
  group,
  selected,
  disabled,
  grantable = () => true,
  onChange,
}: PermissionGroupTableProps) {
  const headingId = useId();
  // The area's box changes only the permissions that may be changed here.
  const names = group.records
    .flatMap((record) => record.permissions.map((p) => p.name))
    .filter(grantable);
  const held = names.filter((name) => selected.has(name)).length;
  const columns: TableColumn<PermissionRecord>[] = [
    {
      key: 'record',
      label: 'Record',
      rowHeader: true,
      className: classes.record,
      render: (record) => record.title,
    },
    ...RECORD_ACTIONS.map((action) => ({
      key: action,
      label: ACTION_TITLES[action],
      className: classes.action,
      render: (record: PermissionRecord) => {
        const permission = record.permissions.find((p) => p.action === action);
        return (
          permission && (
            <Checkbox
              aria-label={`${record.title}: ${ACTION_TITLES[action]}`}
              classNames={{ body: classes.centred }}
              checked={selected.has(permission.name)}
              disabled={disabled || !grantable(permission.name)}
              onChange={(event) => onChange([permission.name], event.currentTarget.checked)}
            />
          )
        );
      },
    })),
  ];
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <Group justify="space-between" align="center" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {group.title}
        </Title>
        <Checkbox
          label={`Select all in ${group.title}`}
          checked={names.length > 0 && held === names.length}
          indeterminate={held > 0 && held < names.length}
          disabled={disabled || names.length === 0}
          onChange={() => onChange(names, held < names.length)}
        />
      </Group>
      <ResponsiveTable
        label={group.title}
        labelledBy={headingId}
        columns={columns}
        rows={group.records}
        rowKey={(record) => record.record}
        headingOrder={3}
        minWidth={520}
        tableProps={{ striped: true, className: classes.table }}
      />
    </section>
  );
}
