import { schema } from '@care360/db';
import { emailLogAnswer } from '@care360/domain';
import { readRoutes } from '../../platform/lists/read-routes';

const { emailLog } = schema;

export const emailLogRoutes = readRoutes({
  record: 'email-logs',
  noun: 'email',
  table: emailLog,
  id: emailLog.id,
  organisationId: emailLog.organisationId,
  columns: {
    id: emailLog.id,
    to: emailLog.to,
    subject: emailLog.subject,
    body: emailLog.body,
    status: emailLog.status,
    error: emailLog.error,
    sentAt: emailLog.createdAt,
  },
  answer: emailLogAnswer,
  sortKeys: { sentAt: emailLog.createdAt, to: emailLog.to, subject: emailLog.subject },
  defaultSort: 'sentAt',
  defaultDir: 'desc',
  searchColumns: [emailLog.to, emailLog.subject],
});
