import {
  type AuditSource,
  auditSource,
  auditSourcePath,
  can,
  formatUkDate,
  ownerReadPermissions,
  recordKind,
} from '@care360/domain';
import {
  type BoardSourceContribution,
  derivedBoardSource,
} from '../../platform/boards/board-source';
import { auditListOf } from './audit-list';

/**
 * The audits area's live-board sources: the records of a client source overdue for audit, from
 * the audits' own list (its due rule, in its query), read a page at a time.
 */

const PAGE = 100;
/** Enough for any agency's overdue list; the list is kept in step by the audits themselves. */
const MOST_PAGES = 50;

function overdueAudits(
  board: 'client-logbook-audits-due' | 'client-marchart-audits-due',
  key: 'logbook' | 'marchart',
): BoardSourceContribution {
  return derivedBoardSource(board, async ({ db, auth, today }) => {
    const source = auditSource(key) as AuditSource;
    const kind = recordKind(source.kind);
    const needed = [kind.permissions.read, ...ownerReadPermissions(kind)];
    if (!needed.every((permission) => can(auth.user, permission))) return [];
    const found = [];
    for (let page = 1; page <= MOST_PAGES; page++) {
      const list = await auditListOf(
        db,
        auth.user,
        source,
        { state: 'overdue', page, limit: PAGE },
        today,
      );
      found.push(...list.items);
      if (list.items.length < PAGE) break;
    }
    return found.map((item) => ({
      id: item.id,
      at: item.dueOn,
      severity: 'Medium' as const,
      subject: `${source.noun[0]?.toUpperCase()}${source.noun.slice(1)} due for audit`,
      detail: [
        item.on ? `Dated ${formatUkDate(item.on)}` : null,
        ...Object.values(item.values).filter(Boolean),
        item.dueOn ? `audit was due ${formatUkDate(item.dueOn)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      person: item.person,
      href: `/app/${auditSourcePath(source)}`,
      branch: null,
      alert: null,
    }));
  });
}

/** For the audits area's manifest. */
export const auditBoardSources: readonly BoardSourceContribution[] = [
  overdueAudits('client-logbook-audits-due', 'logbook'),
  overdueAudits('client-marchart-audits-due', 'marchart'),
];
