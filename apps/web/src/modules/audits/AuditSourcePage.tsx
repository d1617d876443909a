import {
  AUDIT_FORM_FIELDS,
  AUDIT_LIST_STATES,
  type AuditListState,
  type AuditSourceItem,
  type AuditSourceList,
  auditSourceLabel,
  can,
  type RecordKind,
  ukDate,
} from '@care360/domain';
import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useMatch } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { showAlert } from '../../platform/alert-store';
import { apiPost, fetchData, withQuery } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { PagedList } from '../../platform/list/PagedList';
import type { TableColumn } from '../../platform/list/ResponsiveTable';
import { Notice } from '../../platform/Notice';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { RecordFieldsForm } from '../../platform/records/RecordFieldsForm';
import { LoadFailure } from '../../platform/records/RecordPageStates';
import { StatusBadge } from '../../platform/StatusBadge';
import { AUDIT_LIST_KEY_ROOT } from './audit-list-key';

const STATE_LABELS: Record<AuditListState, string> = {
  all: 'All',
  overdue: 'Overdue',
  'not-audited': 'Not audited',
  audited: 'Audited',
};

const OUTCOME_TONES: Record<string, 'success' | 'warning' | 'danger'> = {
  Pass: 'success',
  'Actions required': 'warning',
  Fail: 'danger',
};

/**
 * Every Audits list (a carer's supervisions to a client's financial transactions), drawn from the
 * source's declaration as the server answers it: the records to check across the files the
 * reader may see, when each was last audited and is next due, the overdue first; and an audit
 * recorded against one with the audit record's own form.
 */
export function AuditSourcePage() {
  const key = useMatch({ strict: false, select: (match) => match.staticData.auditSource }) ?? '';
  const user = useCurrentUser();
  const [state, setState] = useState<AuditListState>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [auditing, setAuditing] = useState<AuditSourceItem | null>(null);
  const path = `/api/v1/audits/sources/${encodeURIComponent(key)}`;
  const query = useQuery({
    queryKey: [AUDIT_LIST_KEY_ROOT, key, state, search, page],
    queryFn: ({ signal }) =>
      fetchData<AuditSourceList>(
        withQuery(path, { state, page, ...(search ? { search } : {}) }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  if (query.error)
    return (
      <LoadFailure
        error={query.error}
        what="The audit list"
        retry={() => query.refetch()}
        notFound={
          <Notice tone="danger" title="Not found">
            There is no such audit list.
          </Notice>
        }
      />
    );
  const list = query.data;
  if (!list) return <LineLoader label="Loading the audit list" />;
  const { source } = list;
  const mayRecord = can(user, 'record-audits.create');
  const columns: TableColumn<AuditSourceItem>[] = [
    {
      key: 'person',
      label: source.group === 'carers' ? 'Carer' : 'Client',
      rowHeader: true,
      render: (item) =>
        item.personId ? (
          <Anchor component={Link} to={`/app/${source.group}/${item.personId}`}>
            {item.person}
          </Anchor>
        ) : (
          item.person
        ),
    },
    {
      key: 'on',
      label: source.dateLabel,
      // The record itself, where it is kept: in the person's file or in its register.
      render: (item) => (
        <Anchor
          component={Link}
          to={`/app/${source.recordPath.replace('{person}', item.personId ?? '')}/${item.id}/edit`}
        >
          {item.on ? ukDate(item.on) : 'Open'}
        </Anchor>
      ),
    },
    ...source.columns.map((column) => ({
      key: column.key,
      label: column.label,
      render: (item: AuditSourceItem) => item.values[column.key] ?? '',
    })),
    {
      key: 'latest',
      label: 'Last audit',
      render: (item) =>
        item.latest ? (
          <Stack gap={2}>
            <Group gap="xs">
              <span>{ukDate(item.latest.auditedOn)}</span>
              <StatusBadge tone={OUTCOME_TONES[item.latest.outcome] ?? 'info'}>
                {item.latest.outcome}
              </StatusBadge>
            </Group>
            {item.latest.auditedBy && <Text size="xs">by {item.latest.auditedBy}</Text>}
            {item.latest.actions && (
              <Text size="xs">
                Actions{item.latest.actionOwner ? ` (${item.latest.actionOwner})` : ''}
                {item.latest.actionsDueOn ? ` by ${ukDate(item.latest.actionsDueOn)}` : ''}:{' '}
                {item.latest.actions}
              </Text>
            )}
          </Stack>
        ) : (
          'Not audited'
        ),
    },
    {
      key: 'due',
      label: 'Next audit due',
      render: (item) =>
        item.dueOn ? (
          <Group gap="xs">
            <span>{ukDate(item.dueOn)}</span>
            {item.overdue && <StatusBadge tone="danger">Overdue</StatusBadge>}
          </Group>
        ) : (
          'None'
        ),
    },
  ];
  return (
    <PagedList
      title={source.title}
      summary={
        list.overdue === 0
          ? `No ${source.noun} is overdue for audit.`
          : `${list.overdue} overdue for audit.`
      }
      filters={
        <SegmentedControl
          aria-label="Show"
          value={state}
          onChange={(value) => {
            setState(value as AuditListState);
            setPage(1);
          }}
          data={AUDIT_LIST_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        />
      }
      searchLabel={`Search by ${source.group === 'carers' ? 'carer' : 'client'}`}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      table={{
        columns,
        rows: list.items,
        rowKey: (item) => item.id,
        minWidth: 900,
        actionsLabel: 'Audit',
        actions: mayRecord
          ? (item) => (
              <Button size="xs" variant="default" onClick={() => setAuditing(item)}>
                Record audit
              </Button>
            )
          : undefined,
      }}
      total={list.total}
      perPage={list.limit}
      page={page}
      onPage={setPage}
    >
      <Modal
        opened={auditing !== null}
        onClose={() => setAuditing(null)}
        title={auditing ? `Audit of the ${source.noun} of ${auditing.person ?? ''}` : ''}
        size="lg"
      >
        {auditing && (
          <RecordAuditForm
            list={list}
            item={auditing}
            onSaved={() => setAuditing(null)}
            userId={user.id}
          />
        )}
      </Modal>
    </PagedList>
  );
}

/** The audit record's own form, for one record; which record it is comes from the list. */
function RecordAuditForm(props: {
  list: AuditSourceList;
  item: AuditSourceItem;
  userId: string;
  onSaved: () => void;
}) {
  const { list, item, userId, onSaved } = props;
  const queryClient = useQueryClient();
  const declared = loadedKind('record-audits');
  // Checked with the declaration's schema, with the record it is of filled in.
  const kind: RecordKind = {
    ...declared,
    createSchema: z.preprocess(
      (body) => ({
        ...(body as Record<string, unknown>),
        source: auditSourceLabel(list.source),
        sourceId: item.id,
      }),
      declared.createSchema,
    ) as RecordKind['createSchema'],
  };
  return (
    <RecordFieldsForm
      kind={kind}
      fields={AUDIT_FORM_FIELDS}
      record={null}
      initial={{
        auditedBy: userId,
        nextAuditDue: list.source.suggestedNextAudit,
      }}
      submitLabel="Record audit"
      onSave={(body) =>
        apiPost(
          `/api/v1/audits/sources/${encodeURIComponent(list.source.key)}/${encodeURIComponent(item.id)}`,
          body,
        )
      }
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: [AUDIT_LIST_KEY_ROOT, list.source.key] });
        showAlert({ type: 'success', title: 'Audit recorded', message: 'The audit was recorded.' });
        onSaved();
      }}
    />
  );
}
