import type { Db } from '@care360/db';
import type { CurrentUser } from '../auth/auth-context';

/**
 * Whether a user may see one thing an area keeps outside the declared record kinds (a chat
 * conversation): its id, as a route names it in its path or as the owner of an uploaded file.
 */
export type ResourceVisibility = (db: Db, user: CurrentUser, id: string) => Promise<boolean>;

const resources = new Map<string, ResourceVisibility>();

/**
 * The areas' resources (AreaManifest.resources, composeAreas): a route's `resource` and a file's
 * owner kind of that name are judged by the area's check, so another organisation's or another
 * person's one answers 404 before its input is read, and its files download only to who may see it.
 */
export function registerResources(given: Readonly<Record<string, ResourceVisibility>>): void {
  for (const [name, visible] of Object.entries(given)) {
    const known = resources.get(name);
    if (known && known !== visible) throw new Error(`Two areas judge the resource "${name}".`);
    resources.set(name, visible);
  }
}

/** The area's check of a resource, or undefined when no area keeps one of that name. */
export function resourceVisibility(name: string | undefined): ResourceVisibility | undefined {
  return name === undefined ? undefined : resources.get(name);
}
