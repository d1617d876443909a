import type { Db } from '@care360/db';
import { ALL_RECORDS, PERSON_FILES } from '@care360/domain';
import { type BoardRegistry, boardRegistry } from '../boards/boards';
import { boardRoutes } from '../boards/boards.endpoints';
import type { AnyRoute } from '../http/route';
import type { AnyTask } from '../jobs/task';
import { registerEventKinds } from '../live/event-visibility';
import { personFileRoutes } from '../person-files/person-file.routes';
import type { PersonFileExtension } from '../person-files/person-file-extension';
import { registerResources } from '../records/area-resources';
import { combineHooks, type RecordHooks } from '../records/record-hooks';
import { recordOptionRoutes } from '../records/record-options';
import { recordRoutes } from '../records/record-routes';
import { type WorklistRegistry, worklistRegistry } from '../worklist/worklist';
import { worklistRoutes } from '../worklist/worklist.endpoints';
import type { AreaManifest } from './area-manifest';

/** The API the areas make together, with what each registry was given. */
export interface ComposedAreas {
  /**
   * The areas' own routes, the worklist's, every person file's (with its area's extension) and
   * every record kind's (with the hooks the areas give it).
   */
  routes: AnyRoute[];
  /** A kind's hooks from every area, combined; undefined when no area hooks it. */
  hooksOf(kind: string): RecordHooks | undefined;
  /** What an area adds to the person file of this owner kind. */
  extensionOf(owner: string): PersonFileExtension | undefined;
  /** Home's worklist groups from every area (worklistOf answers it on any clock). */
  worklist: WorklistRegistry;
  /** The live boards' sources from every area. */
  boards: BoardRegistry;
  /** Every area's tasks, for the job queue (platform/jobs). */
  tasks: AnyTask[];
  /** What the areas make sure of as a process starts, in the order of the areas. */
  starts: ((db: Db) => Promise<void>)[];
}

/**
 * Composes the areas' manifests. A mistake in one (a hook or an extension for a kind that is not
 * declared, two areas with one name or extending one person file, a worklist group filled twice
 * or by no one) stops the server at start, naming it, rather than being silently ignored.
 */
export function composeAreas(areas: readonly AreaManifest[]): ComposedAreas {
  const names = new Set<string>();
  for (const { name } of areas) {
    if (names.has(name)) throw new Error(`Two areas are named "${name}".`);
    names.add(name);
  }
  const hooksOf = hooksByKind(areas);
  for (const area of areas) registerEventKinds(area.eventKinds ?? {});
  for (const area of areas) registerResources(area.resources ?? {});
  const extensionOf = extensionsByOwner(areas);
  const worklist = worklistRegistry(areas.flatMap((area) => area.worklist ?? []));
  const boards = boardRegistry(areas.flatMap((area) => area.boardSources ?? []));
  const areaRoutes = areas.flatMap((area) => area.routes ?? []);
  return {
    routes: [
      ...areaRoutes,
      ...worklistRoutes(worklist),
      ...boardRoutes(boards),
      ...PERSON_FILES.flatMap((file) => personFileRoutes(file, extensionOf(file.owner))),
      ...withoutReplaced(
        ALL_RECORDS.flatMap((kind) => recordRoutes(kind, hooksOf(kind.name))),
        areaRoutes,
      ),
      ...ALL_RECORDS.flatMap((kind) => recordOptionRoutes(kind, hooksOf(kind.name))),
    ],
    hooksOf,
    extensionOf,
    worklist,
    boards,
    tasks: areas.flatMap((area) => area.tasks ?? []),
    starts: areas.flatMap((area) => (area.atStart ? [area.atStart] : [])),
  };
}

function hooksByKind(areas: readonly AreaManifest[]): ComposedAreas['hooksOf'] {
  const declared = new Set<string>(ALL_RECORDS.map((kind) => kind.name));
  const sets = new Map<string, RecordHooks[]>();
  for (const area of areas) {
    for (const byKind of area.recordHooks ?? []) {
      for (const [kind, hooks] of Object.entries(byKind)) {
        if (!declared.has(kind)) {
          throw new Error(`The ${area.name} area hooks "${kind}", which is no declared kind.`);
        }
        sets.set(kind, [...(sets.get(kind) ?? []), hooks]);
      }
    }
  }
  // One set stays itself; several run in turn as one (combineHooks).
  const combined = new Map(
    [...sets].map(([kind, all]) => [kind, all.length === 1 ? all[0] : combineHooks(...all)]),
  );
  return (kind) => combined.get(kind);
}

function extensionsByOwner(areas: readonly AreaManifest[]): ComposedAreas['extensionOf'] {
  const owners = new Set<string>(PERSON_FILES.map((file) => file.owner));
  const extensions = new Map<string, { area: string; extension: PersonFileExtension }>();
  for (const area of areas) {
    for (const [owner, extension] of Object.entries(area.personFileExtensions ?? {})) {
      if (!owners.has(owner)) {
        throw new Error(`The ${area.name} area extends "${owner}", which has no person file.`);
      }
      const taken = extensions.get(owner);
      if (taken) {
        throw new Error(`The ${taken.area} and ${area.name} areas both extend "${owner}".`);
      }
      extensions.set(owner, { area: area.name, extension });
    }
  }
  return (owner) => extensions.get(owner)?.extension;
}

const addressOf = (route: AnyRoute) => `${route.method} ${route.url}`;

/**
 * The record engine's routes less those an area's route replaces (`replacesGenerated`). A
 * replacement with nothing to replace is a mistake (a renamed kind) and stops the server.
 */
function withoutReplaced(generated: AnyRoute[], areaRoutes: readonly AnyRoute[]): AnyRoute[] {
  const replaced = new Set(areaRoutes.filter((r) => r.replacesGenerated).map(addressOf));
  const kept = generated.filter((route) => !replaced.has(addressOf(route)));
  if (generated.length - kept.length !== replaced.size) {
    const found = new Set(generated.map(addressOf));
    const missing = [...replaced].filter((address) => !found.has(address));
    throw new Error(`No generated route to replace at ${missing.join(', ')}.`);
  }
  return kept;
}
