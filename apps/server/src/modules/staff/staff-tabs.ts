import type { Db } from '@care360/db';
import {
  type Answers,
  CARER_FILE,
  CHECKLIST_FORM_KEY,
  checkListOf,
  EMPLOYEE_FILE,
  fileQuestionnaire,
  type PermissionHolder,
  recordKind,
  STAFF_OWNER_KINDS,
  STAFF_TABS,
  type StaffOwner,
  type StaffTabs,
  sectionPercentage,
  staffTabsAnswer,
  tabCompleted,
  tabSection,
} from '@care360/domain';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { fileSectionsOf } from '../../platform/person-files/person-file-sections';
import { latestResponse } from '../../platform/person-files/person-form-store';
import type { Caller } from '../../platform/records/record-query';

const FILES = { carers: CARER_FILE, employees: EMPLOYEE_FILE } as const;

/**
 * The side tabs of a staff file (spec §2.5, §3.2): each tab's section percentage as the
 * person-file engine computes it from the saved answers (a string, '100' when complete), whether
 * it shows completed, and the checklist's answers as the checkListForm. A tab whose section the
 * file lacks (an office employee has no training agreement) is not listed.
 */
export async function staffTabsOf(
  db: Db,
  caller: Caller & PermissionHolder,
  owner: StaffOwner,
  ownerId: string,
): Promise<StaffTabs> {
  const file = FILES[owner];
  // 404 when the caller may not see the owner (another organisation or branch, or deleted).
  const sections = await fileSectionsOf(db, caller, file, {}, ownerId);
  const checklist = fileQuestionnaire(file, CHECKLIST_FORM_KEY);
  const answered = checklist
    ? await latestResponse(db, {
        organisationId: caller.organisation.id,
        subjectType: file.responseSubject,
        subjectId: ownerId,
        formKey: CHECKLIST_FORM_KEY,
      })
    : null;
  const checkListForm = checklist
    ? checkListOf(checklist, (answered?.answers ?? null) as Answers | null)
    : [];
  const items = STAFF_TABS.flatMap((tab) => {
    const section = tabSection(owner, tab, sections.items);
    if (!section) return [];
    const percentage = sectionPercentage(section);
    return [
      {
        key: tab.key,
        title: tab.title,
        path: section.path,
        percentage,
        completed: tabCompleted(tab, percentage, checkListForm),
      },
    ];
  });
  return { items, checkListForm };
}

function tabsRoute(owner: StaffOwner) {
  const kind = recordKind(owner);
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/tabs`,
    access: { permission: kind.permissions.read },
    answer: staffTabsAnswer,
    summary: `A ${kind.singular.toLowerCase()}'s side tabs: each section's percentage and whether it is complete`,
    params: idParams,
    resource: owner,
    async handler({ auth, params, request, services: { db } }) {
      // The read and its audit entry commit together; a 404 writes nothing.
      const data = await db.transaction(async (tx) => {
        const tabs = await staffTabsOf(tx, auth.user, owner, params.id);
        await auditFileAccess(tx, auth, request.ip, FILES[owner], params.id, 'read', {
          section: 'tabs',
        });
        return tabs;
      });
      return { data };
    },
  });
}

export const staffTabsRoutes = STAFF_OWNER_KINDS.map(tabsRoute);
