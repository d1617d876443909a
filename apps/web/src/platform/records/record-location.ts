import type { RecordKind } from '@care360/domain';
import { loadedKinds } from './loaded-kinds';
import {
  DELETED_SEGMENT,
  kindChain,
  listPathOf,
  ownIdParam,
  showPathOf,
} from './record-route-info';

/** Where a record screen is: its kind, the records it is nested under, its API and its pages. */
export interface RecordLocation {
  kind: RecordKind;
  /** The records this kind's records belong to, outermost first (empty for a top-level kind). */
  parents: { kind: RecordKind; id: string }[];
  /** The record on an edit page; undefined on list and add pages. */
  recordId: string | undefined;
  /** `/api/v1/{kind}` or, nested, `/api/v1/{parent kind}/{parent id}/{kind}`. */
  apiBase: string;
  listPath: string;
  addPath: string;
  /** The kind's "Recently deleted" screen, where deleted records are restored. */
  deletedPath: string;
  editPath(id: string): string;
  /**
   * Where a record is opened (list rows, after adding, the way back from nested screens): its own
   * page when the kind declares one (viewPage), else its show screen (screens.show), else its edit
   * screen; null when it has none.
   */
  recordPath(id: string): string | null;
  /** Kinds declared with this kind as their parent. */
  nestedKinds: RecordKind[];
  /** The list of a nested kind's records under one of this kind's records. */
  nestedListPath(child: RecordKind, id: string): string;
}

type RouteParams = Record<string, unknown>;

const segment = (id: string) => encodeURIComponent(id);

function param(params: RouteParams, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** The location of a kind's screen from the route's parameters ($id, $editid, …). */
export function recordLocation(
  kind: RecordKind,
  params: RouteParams,
  kinds: readonly RecordKind[] = loadedKinds(),
): RecordLocation {
  const chain = kindChain(kind, kinds);
  const depth = chain.length - 1;
  const parents = chain
    .slice(0, depth)
    .map((level, index) => ({ kind: level, id: param(params, ownIdParam(index)) }));
  const listPathInApp = listPathOf(chain, (level) => segment(parents[level]?.id ?? ''));
  const listPath = `/app${listPathInApp}`;
  const parent = parents.at(-1);
  const recordId = param(params, ownIdParam(depth)) || undefined;
  return {
    kind,
    parents,
    recordId,
    apiBase: parent
      ? `/api/v1/${parent.kind.name}/${segment(parent.id)}/${kind.name}`
      : `/api/v1/${kind.name}`,
    listPath,
    addPath: kind.addPage ? `/app/${kind.addPage}` : `${listPath}/add`,
    deletedPath: `${listPath}/${DELETED_SEGMENT}`,
    editPath: (id) => `${listPath}/${segment(id)}/edit`,
    recordPath: (id) =>
      kind.viewPage
        ? `${listPath}/${segment(id)}`
        : kind.screens.show
          ? `/app${showPathOf(kind, listPathInApp, segment(id))}`
          : kind.screens.edit
            ? `${listPath}/${segment(id)}/edit`
            : null,
    nestedKinds: kinds.filter((candidate) => candidate.parent === kind.name),
    nestedListPath: (child, id) => `${listPath}/${segment(id)}/${child.path}`,
  };
}

/** The location of the record a nested list or form belongs to, for links back to it. */
export function parentLocation(
  location: RecordLocation,
  params: RouteParams,
  kinds: readonly RecordKind[] = loadedKinds(),
): RecordLocation | undefined {
  const parent = location.parents.at(-1);
  return parent ? recordLocation(parent.kind, params, kinds) : undefined;
}
