import { type EmailLog, formatUkDateTime } from '@care360/domain';
import { Badge, Stack, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { ResponsiveTable, type TableColumn } from '../../platform/list/ResponsiveTable';
import { useCursorList } from '../../platform/list/useCursorList';
import { EmailBody } from './EmailBody';
import classes from './EmailLogsPage.module.css';

const STATUS_COLOURS: Record<string, string> = { sent: 'green', failed: 'red' };

function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

const bodyIdOf = (email: EmailLog) => `email-body-${email.id}`;

/** Every email the system sent (GET /api/v1/email-logs); a row opens to show the message. */
export function EmailLogsPage() {
  const { query, items, total, totalCapped } = useCursorList<EmailLog>('/api/v1/email-logs', {});
  const [openId, setOpenId] = useState<string | null>(null);
  const columns: TableColumn<EmailLog>[] = [
    { key: 'to', label: 'To', render: (email) => email.to },
    {
      key: 'subject',
      label: 'Subject',
      render: (email) => {
        const opened = openId === email.id;
        return (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={opened}
            aria-controls={bodyIdOf(email)}
            onClick={() => setOpenId(opened ? null : email.id)}
          >
            <span aria-hidden="true" className={classes.marker}>
              {opened ? '▾' : '▸'}
            </span>
            {email.subject || '(no subject)'}
          </UnstyledButton>
        );
      },
    },
    {
      key: 'sentAt',
      label: 'Sent at',
      render: (email) => <time dateTime={email.sentAt}>{formatUkDateTime(email.sentAt)}</time>,
    },
    {
      key: 'status',
      label: 'Status',
      render: (email) => (
        <Badge variant="dot" color={STATUS_COLOURS[email.status] ?? 'gray'}>
          {statusLabel(email.status)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>Email Logs</Title>
      <ListLoading noun="emails" query={query} />
      {items.length > 0 && (
        <ResponsiveTable
          label="Sent emails"
          columns={columns}
          rows={items}
          rowKey={(email) => email.id}
          headingColumn="subject"
          detail={(email) => ({
            id: bodyIdOf(email),
            open: openId === email.id,
            content: openId === email.id && <EmailBody body={email.body} />,
            className: classes.bodyRow,
          })}
          minWidth={720}
          tableProps={{ highlightOnHover: true }}
        />
      )}
      <ListFooter
        noun="emails"
        query={query}
        shown={items.length}
        total={total}
        totalCapped={totalCapped}
        emptyText="No emails have been sent."
      />
    </Stack>
  );
}
