import type { Db } from '@care360/db';
import type { Permission } from '@care360/domain';
import type { BoardSourceContribution } from '../boards/board-source';
import type { AnyRoute } from '../http/route';
import type { AnyTask } from '../jobs/task';
import type { PersonFileExtension } from '../person-files/person-file-extension';
import type { ResourceVisibility } from '../records/area-resources';
import type { RecordHooks } from '../records/record-hooks';
import type { WorklistContribution } from '../worklist/worklist-contribution';

/**
 * What one area of the server (modules/<area>/) adds to the platform, exported from the area's
 * index.ts. routes.ts lists the areas and composeAreas() builds the API from them: the
 * platform never imports an area, and no area gathers the others. A new area writes its
 * manifest and adds it to routes.ts; a new registry (the worklist now, the live boards next)
 * adds a field here that areas contribute to.
 */
export interface AreaManifest {
  /** The area's folder under modules/, the same name as in every package ('clients'). */
  name: string;
  /** Its endpoints beyond the record engine's and the person files' own. */
  routes?: readonly AnyRoute[];
  /**
   * Side effects of record kinds beyond their own table, as sets by kind name. Sets of one kind,
   * here or in several areas, all run: in the order the areas are listed, then the order here.
   */
  recordHooks?: readonly Readonly<Record<string, RecordHooks>>[];
  /** What a kind of person file adds on the server, by its owner kind ('clients'). */
  personFileExtensions?: Readonly<Record<string, PersonFileExtension>>;
  /** Its groups of Home's worklist. */
  worklist?: readonly WorklistContribution[];
  /** The live boards' sources it works out from its records (platform/boards). */
  boardSources?: readonly BoardSourceContribution[];
  /** Its work without a request: tasks the job queue runs, on a schedule or when queued. */
  tasks?: readonly AnyTask[];
  /**
   * The live events it writes that are no record kind's (noteChange: a dose on the MAR chart),
   * with the permission that reads them: who may see such an event is told of it.
   */
  eventKinds?: Readonly<Record<string, Permission>>;
  /**
   * What it keeps outside the record kinds that routes name by id (`resource`) or files belong to
   * (a chat conversation), with who may see one: anyone else is answered 404.
   */
  resources?: Readonly<Record<string, ResourceVisibility>>;
  /**
   * What the area makes sure of as a server process starts, before it serves (the installation's
   * push keys): idempotent, and safe when several processes start at once.
   */
  atStart?: (db: Db) => Promise<void>;
}
