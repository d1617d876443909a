import { formatUkDateTime } from '@care360/domain';
import { Badge, Stack, Table, Title, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ListFooter, ListLoading } from '../../platform/list/ListStatus';
import { useCursorList } from '../../platform/list/useCursorList';
import { EmailBody } from './EmailBody';
import classes from './EmailLogsPage.module.css';

export interface EmailLogRow {
  id: string;
  to: string;
  subject: string;
  body: string;
  status: string;
  sentAt: string;
}

const STATUS_COLOURS: Record<string, string> = { sent: 'green', failed: 'red' };

function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

const COLUMN_COUNT = 4;

/** Every email the system sent (GET /api/v1/email-logs); a row opens to show the message. */
export function EmailLogsPage() {
  const { query, items, total } = useCursorList<EmailLogRow>('/api/v1/email-logs', {});
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Title order={1}>Email Logs</Title>
      <ListLoading noun="emails" query={query} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover aria-label="Sent emails">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Sent at</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((email) => {
                const opened = openId === email.id;
                const bodyId = `email-body-${email.id}`;
                return (
                  <Fragment key={email.id}>
                    <Table.Tr>
                      <Table.Td>{email.to}</Table.Td>
                      <Table.Td>
                        <UnstyledButton
                          className={classes.toggle}
                          aria-expanded={opened}
                          aria-controls={bodyId}
                          onClick={() => setOpenId(opened ? null : email.id)}
                        >
                          <span aria-hidden="true" className={classes.marker}>
                            {opened ? '▾' : '▸'}
                          </span>
                          {email.subject || '(no subject)'}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={email.sentAt}>{formatUkDateTime(email.sentAt)}</time>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="dot" color={STATUS_COLOURS[email.status] ?? 'gray'}>
                          {statusLabel(email.status)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr id={bodyId} hidden={!opened} className={classes.bodyRow}>
                      <Table.Td colSpan={COLUMN_COUNT}>
                        {opened && <EmailBody body={email.body} />}
                      </Table.Td>
                    </Table.Tr>
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter
        noun="emails"
        query={query}
        shown={items.length}
        total={total}
        emptyText="No emails have been sent."
      />
    </Stack>
  );
}
