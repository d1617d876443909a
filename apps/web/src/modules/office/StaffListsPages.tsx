import {
  DBS_LIST_STATES,
  type DbsDetailItem,
  type DbsDetails,
  type DbsListState,
  type UniformDetailItem,
  type UniformDetails,
  ukDate,
} from '@care360/domain';
import { Anchor, Group, SegmentedControl } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchData, withQuery } from '../../platform/api';
import { LineLoader } from '../../platform/LineLoader';
import { PagedList } from '../../platform/list/PagedList';
import type { TableColumn } from '../../platform/list/ResponsiveTable';
import { Notice } from '../../platform/Notice';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { OFFICE_LIST_KEY_ROOT } from './office-list-key';

/**
 * The office's lists across the staff files: every carer's and office employee's current DBS
 * check with when it next needs attention, and the uniform carers hold. The rows are the staff
 * files' own records (read, not copied): each links to the person's file, where they are kept.
 */

const STATE_LABELS: Record<DbsListState, string> = {
  all: 'All',
  overdue: 'Overdue',
  'due-soon': 'Due in 60 days',
};

const OWNER_LABELS = { carers: 'Carer', employees: 'Office employee' } as const;

const NOT_FOUND = (
  <Notice tone="danger" title="Not found">
    There is no such list.
  </Notice>
);

const date = (value: string | null) => (value ? ukDate(value) : '');

function personLink(owner: 'carers' | 'employees', id: string, name: string) {
  return (
    <Anchor component={Link} to={`/app/${owner}/${id}`}>
      {name}
    </Anchor>
  );
}

export function DbsDetailsPage() {
  const [state, setState] = useState<DbsListState>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [OFFICE_LIST_KEY_ROOT, 'dbs', state, search, page],
    queryFn: ({ signal }) =>
      fetchData<DbsDetails>(
        withQuery('/api/v1/office/dbs-details', { state, page, ...(search ? { search } : {}) }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="DBS details"
        retry={() => query.refetch()}
        notFound={NOT_FOUND}
      />
    );
  const list = query.data;
  if (!list) return <LineLoader label="Loading DBS details" />;
  const columns: TableColumn<DbsDetailItem>[] = [
    {
      key: 'person',
      label: 'Name',
      rowHeader: true,
      render: (item) => personLink(item.owner, item.personId, item.person),
    },
    { key: 'owner', label: 'Role', render: (item) => OWNER_LABELS[item.owner] },
    {
      key: 'number',
      label: 'Certificate number',
      // Masked numbers keep their last four digits, enough to match a certificate in hand.
      render: (item) => item.certificateNumber,
    },
    { key: 'level', label: 'Level', render: (item) => item.level ?? '' },
    { key: 'issuedOn', label: 'Issued on', render: (item) => date(item.issuedOn) },
    {
      key: 'updateService',
      label: 'Update Service',
      render: (item) =>
        item.updateService
          ? `Yes${item.updateServiceCheckedOn ? `, checked ${date(item.updateServiceCheckedOn)}` : ''}`
          : 'No',
    },
    {
      key: 'due',
      label: 'Next check due',
      render: (item) =>
        item.dueOn ? (
          <Group gap="xs">
            <span>{date(item.dueOn)}</span>
            {item.overdue && <StatusBadge tone="danger">Overdue</StatusBadge>}
          </Group>
        ) : (
          'Unknown'
        ),
    },
  ];
  return (
    <PagedList
      title="DBS Details"
      summary={
        list.overdue === 0
          ? 'No DBS check is overdue.'
          : `${list.overdue} DBS ${list.overdue === 1 ? 'check is' : 'checks are'} overdue.`
      }
      filters={
        <SegmentedControl
          aria-label="Show"
          value={state}
          onChange={(value) => {
            setState(value as DbsListState);
            setPage(1);
          }}
          data={DBS_LIST_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        />
      }
      searchLabel="Search by name"
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      table={{ columns, rows: list.items, rowKey: (item) => item.id, minWidth: 800 }}
      total={list.total}
      perPage={list.limit}
      page={page}
      onPage={setPage}
    />
  );
}

export function UniformDetailsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [OFFICE_LIST_KEY_ROOT, 'uniform', search, page],
    queryFn: ({ signal }) =>
      fetchData<UniformDetails>(
        withQuery('/api/v1/office/uniform-details', { page, ...(search ? { search } : {}) }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="Uniform details"
        retry={() => query.refetch()}
        notFound={NOT_FOUND}
      />
    );
  const list = query.data;
  if (!list) return <LineLoader label="Loading uniform details" />;
  const columns: TableColumn<UniformDetailItem>[] = [
    {
      key: 'person',
      label: 'Carer',
      rowHeader: true,
      render: (item) => personLink('carers', item.personId, item.person),
    },
    { key: 'item', label: 'Item', render: (item) => item.item ?? '' },
    { key: 'size', label: 'Size', render: (item) => item.size ?? '' },
    { key: 'quantity', label: 'Quantity', render: (item) => String(item.quantity ?? '') },
    { key: 'issuedOn', label: 'Issued on', render: (item) => date(item.issuedOn) },
    {
      key: 'returnedOn',
      label: 'Returned on',
      render: (item) => (item.returnedOn ? date(item.returnedOn) : 'Not returned'),
    },
  ];
  return (
    <PagedList
      title="Uniform Details"
      summary={`${list.outstanding} ${list.outstanding === 1 ? 'item is' : 'items are'} still out with carers.`}
      searchLabel="Search by name"
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      table={{ columns, rows: list.items, rowKey: (item) => item.id, minWidth: 800 }}
      total={list.total}
      perPage={list.limit}
      page={page}
      onPage={setPage}
    />
  );
}
