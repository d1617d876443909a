/**
 * Where each record kind's screens live, worked out from the declarations alone.
 *
 * Top-level kind:  /app/{path}, /app/{path}/add, /app/{path}/$id/edit, and when declared a
 *                  read-only view /app/{path}/$id (or /app/{showPath}/$id).
 * Nested kind:     /app/{parent path}/$id/{path}, …/add, …/$editid/edit, one id parameter per
 *                  level in the spec's order (§3: id, editid, editinnerid).
 * Deletable kind:  {list}/deleted, its "Recently deleted" records, to restore.
 *
 * Pure and free of zod, so the router can use the result without loading the declarations
 * (see buildTimeListPlugin in vite.config.ts).
 */
import { inSentence } from './in-sentence';

export type RecordScreen = 'list' | 'add' | 'edit' | 'show' | 'deleted';

/** The segment below a list of its "Recently deleted" screen (RECENTLY_DELETED_SEGMENT). */
export const DELETED_SEGMENT = 'deleted';

/** The parts of a record kind that decide its routes (a RecordKind has all of them). */
export interface RoutableKind {
  name: string;
  path: string;
  parent?: string | undefined;
  titles: { list: string; add: string; edit: string; show?: string };
  screens: { add: boolean; edit: boolean; show?: boolean };
  /** Where the show screen's records live instead of the list path (top-level kinds). */
  showPath?: string | undefined;
  /** A kind whose records can be deleted has a "Recently deleted" screen to restore them. */
  operations?: { delete: boolean };
}

/** One generated screen: a route path under /app, its title, and the kind it shows. */
export interface RecordScreenRoute {
  kind: string;
  screen: RecordScreen;
  /** Relative to /app, in TanStack Router's form: '/funder-codes/$id/funder-scales'. */
  path: string;
  title: string;
}

/** The id parameter of each nesting level, outermost first. */
export const RECORD_ID_PARAMS = ['id', 'editid', 'editinnerid'] as const;
export type RecordIdParam = (typeof RECORD_ID_PARAMS)[number];

/** The kind and its ancestors, outermost first. Throws on an undeclared parent or a loop. */
export function kindChain<K extends RoutableKind>(kind: K, kinds: readonly K[]): K[] {
  const chain: K[] = [kind];
  let current = kind;
  while (current.parent) {
    const parentName = current.parent;
    const parent = kinds.find((candidate) => candidate.name === parentName);
    if (!parent) throw new Error(`${current.name}: its parent ${parentName} is not declared.`);
    if (chain.includes(parent)) throw new Error(`${kind.name}: its parents form a loop.`);
    chain.unshift(parent);
    current = parent;
  }
  if (chain.length > RECORD_ID_PARAMS.length) {
    throw new Error(`${kind.name}: records nest at most ${RECORD_ID_PARAMS.length} levels deep.`);
  }
  return chain;
}

/** The id parameter of the kind's own records: 'id' at the top, 'editid' one level down. */
export function ownIdParam(depth: number): RecordIdParam {
  const param = RECORD_ID_PARAMS[depth];
  if (!param) throw new Error(`Records nest at most ${RECORD_ID_PARAMS.length} levels deep.`);
  return param;
}

/**
 * The list path of a kind along its chain. `idOf(level)` gives what stands for the id of the
 * record at that level: a route parameter ('$id') or a real id.
 */
export function listPathOf(
  chain: readonly RoutableKind[],
  idOf: (level: number) => string,
): string {
  return chain
    .map((level, index) => (index === 0 ? `/${level.path}` : `/${idOf(index - 1)}/${level.path}`))
    .join('');
}

/**
 * The path of a kind's show screen: {list}/{own id} unless the declaration puts it elsewhere, which
 * only a top-level kind may (a nested path needs its parents' ids).
 */
export function showPathOf(kind: RoutableKind, list: string, own: string): string {
  if (!kind.showPath) return `${list}/${own}`;
  if (kind.parent) throw new Error(`${kind.name}: only a top-level kind may move its show screen.`);
  return `/${kind.showPath}/${own}`;
}

export function recordScreenRoutes(kinds: readonly RoutableKind[]): RecordScreenRoute[] {
  return kinds.flatMap((kind) => {
    const chain = kindChain(kind, kinds);
    const list = listPathOf(chain, (level) => `$${ownIdParam(level)}`);
    const own = `$${ownIdParam(chain.length - 1)}`;
    const routes: RecordScreenRoute[] = [
      { kind: kind.name, screen: 'list', path: list, title: kind.titles.list },
    ];
    if (kind.screens.add) {
      routes.push({ kind: kind.name, screen: 'add', path: `${list}/add`, title: kind.titles.add });
    }
    if (kind.screens.edit) {
      routes.push({
        kind: kind.name,
        screen: 'edit',
        path: `${list}/${own}/edit`,
        title: kind.titles.edit,
      });
    }
    if (kind.screens.show) {
      routes.push({
        kind: kind.name,
        screen: 'show',
        path: showPathOf(kind, list, own),
        title: kind.titles.show ?? kind.titles.edit,
      });
    }
    if (kind.operations?.delete) {
      routes.push({
        kind: kind.name,
        screen: 'deleted',
        path: `${list}/${DELETED_SEGMENT}`,
        title: `Recently deleted ${inSentence(kind.titles.list)}`,
      });
    }
    return routes;
  });
}
