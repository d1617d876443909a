import { type PermissionHolder, SUPER_ADMIN } from './permission-rules';

/**
 * Side navigation rules (spec §2.7, §3.3, §6).
 *
 * Visibility: super_admin sees every item; anyone else sees an item when they hold at least one
 * permission on its list. An item without a permission list is shown to every signed-in user.
 * An empty list (`[]`) is shown to no one but super_admin: a list that names no permission grants
 * nothing, and reading it as "public" would let a half-finished declaration leak a screen to
 * everyone. A group ('#') whose children are all hidden is hidden too.
 *
 * Items are generic over the permission names `P`: the catalogue pins them to its vocabulary
 * (`NavItem` in catalogue/nav-tree.ts), so a misspelt permission on an item does not compile.
 */
export const GROUP_TARGET = '#';
/** The path segment in a target that stands for the current route's id. */
export const USER_ID_PLACEHOLDER = ':id';

export interface NavItemOf<P extends string> {
  name: string;
  title: string;
  target: string;
  iconUrl?: string;
  children?: readonly NavItemOf<P>[];
  permission?: readonly P[];
}

export interface OpenNavItemOf<P extends string> extends Omit<NavItemOf<P>, 'children'> {
  open: boolean;
  children?: OpenNavItemOf<P>[];
}

export function isGroup(item: Pick<NavItemOf<string>, 'target'>): boolean {
  return item.target === GROUP_TARGET;
}

function mayView(item: NavItemOf<string>, user: PermissionHolder): boolean {
  if (user.userRole === SUPER_ADMIN || item.permission === undefined) return true;
  return item.permission.some((permission) => user.userPermissions.includes(permission));
}

/** The items this user may see; a signed-out visitor sees none. */
export function visibleNav<P extends string>(
  tree: readonly NavItemOf<P>[],
  user: PermissionHolder | null,
): NavItemOf<P>[] {
  if (!user) return [];
  return tree.flatMap((item): NavItemOf<P>[] => {
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
export function openNav<P extends string>(
  tree: readonly NavItemOf<P>[],
  currentFullPath: string,
  routeId?: string | null,
): OpenNavItemOf<P>[] {
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
export function withoutUnresolvedTargets<P extends string>(
  tree: readonly OpenNavItemOf<P>[],
): OpenNavItemOf<P>[] {
  return tree.flatMap((item): OpenNavItemOf<P>[] => {
    if (!isGroup(item) && hasUnresolvedPlaceholder(item.target)) return [];
    if (!item.children) return [item];
    const children = withoutUnresolvedTargets(item.children);
    if (isGroup(item) && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/** What the side navigation shows: visible to the user, open state marked, usable links only. */
export function navForRoute<P extends string>(
  tree: readonly NavItemOf<P>[],
  user: PermissionHolder | null,
  currentFullPath: string,
  routeId?: string | null,
): OpenNavItemOf<P>[] {
  return withoutUnresolvedTargets(openNav(visibleNav(tree, user), currentFullPath, routeId));
}

/** Every non-group item of a tree, depth first (the landing page's cards). */
export function navLeaves<T extends NavItemOf<string> | OpenNavItemOf<string>>(
  tree: readonly T[],
): T[] {
  return tree.flatMap((item) => {
    const children = (item.children ?? []) as readonly T[];
    return isGroup(item) ? navLeaves(children) : [item, ...navLeaves(children)];
  });
}
