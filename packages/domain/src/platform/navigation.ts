import { type Permission, type PermissionHolder, SUPER_ADMIN } from '../people/permissions';

/**
 * Side navigation rules (spec §2.7, §3.3, §6).
 *
 * Visibility: super_admin sees every item; anyone else sees an item when they hold at least one
 * permission on its list. An item without a permission list is shown to every signed-in user.
 * An empty list (`[]`) is shown to no one but super_admin: a list that names no permission grants
 * nothing, and reading it as "public" would let a half-finished declaration leak a screen to
 * everyone. A group ('#') whose children are all hidden is hidden too.
 */
export const GROUP_TARGET = '#';
/** The path segment in a target that stands for the current route's id. */
export const USER_ID_PLACEHOLDER = ':id';

export interface NavItem {
  name: string;
  title: string;
  target: string;
  iconUrl?: string;
  children?: readonly NavItem[];
  permission?: readonly Permission[];
}

export interface OpenNavItem extends Omit<NavItem, 'children'> {
  open: boolean;
  children?: OpenNavItem[];
}

export function isGroup(item: Pick<NavItem, 'target'>): boolean {
  return item.target === GROUP_TARGET;
}

function mayView(item: NavItem, user: PermissionHolder): boolean {
  if (user.userRole === SUPER_ADMIN || item.permission === undefined) return true;
  return item.permission.some((permission) => user.userPermissions.includes(permission));
}

/** The items this user may see; a signed-out visitor sees none. */
export function visibleNav(tree: readonly NavItem[], user: PermissionHolder | null): NavItem[] {
  if (!user) return [];
  return tree.flatMap((item): NavItem[] => {
    if (!mayView(item, user)) return [];
    if (!item.children) return isGroup(item) ? [] : [item];
    const children = visibleNav(item.children, user);
    if (isGroup(item) && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/** Replaces every ':id' path segment with the current route's id; without an id it is kept. */
export function resolveNavTarget(target: string, routeId?: string | null): string {
  if (!routeId) return target;
  return target
    .split('/')
    .map((segment) => (segment === USER_ID_PLACEHOLDER ? encodeURIComponent(routeId) : segment))
    .join('/');
}

export function hasUnresolvedPlaceholder(target: string): boolean {
  return target.split('/').includes(USER_ID_PLACEHOLDER);
}

/** '/app/users/' and '/app/users' are the same place; the root stays '/'. */
function normalisePath(path: string): string {
  const pathOnly = path.split(/[?#]/)[0] ?? '';
  return pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
}

/**
 * Marks open items and substitutes the route id into targets. A group is open when any child is
 * open; any other item is open when its target equals the current full path.
 */
export function openNav(
  tree: readonly NavItem[],
  currentFullPath: string,
  routeId?: string | null,
): OpenNavItem[] {
  const current = normalisePath(currentFullPath);
  return tree.map((item) => {
    const target = isGroup(item) ? item.target : resolveNavTarget(item.target, routeId);
    const children = item.children ? openNav(item.children, currentFullPath, routeId) : undefined;
    const open = isGroup(item)
      ? (children ?? []).some((child) => child.open)
      : !hasUnresolvedPlaceholder(target) && normalisePath(target) === current;
    const { children: _declared, ...rest } = item;
    return children ? { ...rest, target, open, children } : { ...rest, target, open };
  });
}

/**
 * Drops items whose target still needs an id (no record is open, so they lead nowhere) and the
 * groups that this leaves empty.
 */
export function withoutUnresolvedTargets(tree: readonly OpenNavItem[]): OpenNavItem[] {
  return tree.flatMap((item): OpenNavItem[] => {
    if (!isGroup(item) && hasUnresolvedPlaceholder(item.target)) return [];
    if (!item.children) return [item];
    const children = withoutUnresolvedTargets(item.children);
    if (isGroup(item) && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/** What the side navigation shows: visible to the user, open state marked, usable links only. */
export function navForRoute(
  tree: readonly NavItem[],
  user: PermissionHolder | null,
  currentFullPath: string,
  routeId?: string | null,
): OpenNavItem[] {
  return withoutUnresolvedTargets(openNav(visibleNav(tree, user), currentFullPath, routeId));
}

/** Every non-group item of a tree, depth first (the landing page's cards). */
export function navLeaves<T extends NavItem | OpenNavItem>(tree: readonly T[]): T[] {
  return tree.flatMap((item) => {
    const children = (item.children ?? []) as readonly T[];
    return isGroup(item) ? navLeaves(children) : [item, ...navLeaves(children)];
  });
}
