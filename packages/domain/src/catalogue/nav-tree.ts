import type { NavItemOf, OpenNavItemOf } from '../engine/platform/navigation';
import type { Permission } from './people/permissions';
import { ALL_RECORDS } from './registry';

/** A navigation entry of this catalogue: its permissions are names of the vocabulary. */
export type NavItem = NavItemOf<Permission>;
export type OpenNavItem = OpenNavItemOf<Permission>;

/** A group's name, apart from its kinds' names: the Clients group holds the clients kind. */
export const navGroupName = (title: string) =>
  `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The record kinds' part of the side navigation: every top-level kind that names a navGroup, in
 * that group, guarded by its read permission; groups in the order of their first kind. The web
 * app places these beside the entries its hand-written screens declare (apps/web/src/app/app-nav.ts).
 */
// Pure: a bundle that takes only navGroupName from here leaves the declarations out.
export const RECORD_NAV: readonly NavItem[] = /* @__PURE__ */ (() => {
  const nav: { name: string; title: string; target: string; children: NavItem[] }[] = [];
  for (const kind of ALL_RECORDS) {
    if (kind.parent || !kind.navGroup) continue;
    let group = nav.find((item) => item.title === kind.navGroup);
    if (!group) {
      group = {
        name: navGroupName(kind.navGroup),
        title: kind.navGroup,
        target: '#',
        children: [],
      };
      nav.push(group);
    }
    group.children.push({
      name: kind.name,
      title: kind.plural,
      target: `/app/${kind.path}`,
      permission: [kind.permissions.read],
    });
  }
  return nav;
})();
