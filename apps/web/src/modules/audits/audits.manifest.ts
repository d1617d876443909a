import { AUDIT_SOURCES, auditSourcePath } from '@care360/domain';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';
import { AUDIT_LIST_KEY_ROOT } from './audit-list-key';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On an Audits list: the audited source it shows ('supervisions'). */
    auditSource?: string;
  }
}

/** One page for every audited source: each list is the same screen over its declaration. */
const page = lazyScreen(() => import('./AuditSourcePage'), 'AuditSourcePage');

/**
 * Sources whose screen the staff area already draws at the same path: its lists of who is due
 * their next supervision, spot check or appraisal (modules/staff, StaffOversightPage). The
 * server answers these sources too; dropping a key here (and the staff area's screen) puts this
 * page there instead.
 */
const DRAWN_ELSEWHERE: readonly string[] = ['supervisions', 'spot-checks', 'annual-appraisals'];

/**
 * The Audits screens of spec §2.2, one per declared source (catalogue/audits/audit-sources.ts),
 * in the navigation's Audits group, listed for those who may read the audits.
 */
export const auditsManifest: AreaManifest = {
  area: 'audits',
  screens: AUDIT_SOURCES.filter((source) => !DRAWN_ELSEWHERE.includes(source.key)).map(
    (source, i) => ({
      name: `audits-${source.group}-${source.key}`,
      path: `/${auditSourcePath(source)}`,
      title: source.title,
      permission: 'record-audits.read',
      declarations: ['record-audits'],
      staticData: { auditSource: source.key },
      nav: { section: 'Audits', label: source.title.replace(/^Audits - /, ''), order: 400 + i },
      component: page,
    }),
  ),
  liveQueries: { 'record-audits': [AUDIT_LIST_KEY_ROOT] },
};
