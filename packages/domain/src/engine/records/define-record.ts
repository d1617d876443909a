import { z } from 'zod';
import type { RecordAction } from '../platform/permission-rules';
import { type FieldDef, type Fields, fieldSchema } from './fields';
import { sensitiveFields, WITHHELD_KEY } from './sensitive-fields';

/** A rule across fields, checked after each field is valid; the message shows at `field`. */
export interface RecordRule {
  field: string;
  message: string;
  check(values: Record<string, unknown>): boolean;
}

/**
 * A warning the add and edit forms show as values are typed, never refusing a save (a route
 * unusual for a medicine's form): its text, or null while the values raise nothing.
 */
export interface RecordWarning {
  field: string;
  warn(values: Record<string, unknown>): string | null;
}

/** Declared rules that need the stored records (RecordDeclaration.writeRules). */
export interface WriteRules<K extends string = string> {
  /**
   * No two live records under the same parent (or, for a top-level kind, of the organisation)
   * cover the same day: the date range `from`–`to`, both days included, an empty `to` running
   * on. Two saves at once cannot both pass: each locks the parent first.
   */
  noOverlap?: { from: K; to: K; message?: string };
  /**
   * A record whose `field` holds `value` (a checklist marked Completed) can no longer be changed
   * or deleted; its edit page shows it read-only with the message.
   */
  lockedWhen?: { field: K; value: string | boolean; message?: string };
}

/** What a user is told when a record's dates overlap another's (writeRules.noOverlap). */
export function overlapMessage(kind: Pick<RecordDeclaration, 'singular' | 'writeRules'>): string {
  return (
    kind.writeRules?.noOverlap?.message ??
    `These dates overlap another ${kind.singular.toLowerCase()}.`
  );
}

/** Why a locked record cannot be changed (writeRules.lockedWhen). */
export function lockedMessage(kind: Pick<RecordDeclaration, 'singular' | 'writeRules'>): string {
  const locked = kind.writeRules?.lockedWhen;
  if (locked?.message) return locked.message;
  const state = typeof locked?.value === 'string' ? locked.value.toLowerCase() : 'locked';
  return `This ${kind.singular.toLowerCase()} is ${state}: it can no longer be changed or deleted.`;
}

/** Keys of an API row that a client may send back but never sets. */
export const READ_ONLY_KEYS = [
  'id',
  'parentId',
  'createdAt',
  'updatedAt',
  '_titles',
  WITHHELD_KEY,
  // Why the caller may not change this record (authority), when they may change others.
  '_readOnly',
] as const;

export interface RecordDeclaration<F extends Fields = Fields, N extends string = string> {
  /**
   * The API segment, the permission record and (snake-cased) the table: 'funder-scales'. Kept as
   * its literal, so the kind's permission names are part of the typed vocabulary (`Permission`).
   */
  name: N;
  area: string;
  singular: string;
  plural: string;
  /** The table, when it is not the name snake-cased. */
  table?: string;
  /** The URL segment under /app (or under the parent's page); the name unless given. */
  path?: string;
  fields: F;
  list: {
    columns: (keyof F & string)[];
    sort: keyof F & string;
    dir?: 'asc' | 'desc';
    filters?: (keyof F & string)[];
    search?: (keyof F & string)[];
    /**
     * On a phone's cards, the fields the heading shows together, in order (a client's forename
     * and surname); they are not repeated below it. The title field alone unless given.
     */
    cardHeading?: (keyof F & string)[];
  };
  /** Nested records belong to one record of the parent kind (a funder code's scales). */
  parent?: string;
  /**
   * A nested kind is guarded by its parent's permissions (a note in a person's file is read by
   * whoever may read the file) unless it has its own: then roles grant it on its own.
   */
  ownPermissions?: boolean;
  /**
   * For a kind nested in a nested kind without permissions of its own, the kind whose
   * permissions its parent takes (a holiday's day details: the carer's file, as the holiday's
   * are): the root owner's, never the parent's name, which no role is given. Only the parent's
   * name is known here, so whatever nests a kind in a nested kind says it (staffSection's
   * `within`); the registry's test proves every kind names its root owner.
   */
  permissionOwner?: string;
  /**
   * The reference field naming the branch a record belongs to (a client's `branch`): users whose
   * role is limited to their branch see and change only their branch's records. Nested kinds
   * inherit it through their parent.
   */
  branchField?: keyof F & string;
  /**
   * Which generic screens exist. Add and edit default to on; `show`, a read-only view of one
   * record at {list path}/{id} instead of a hand-written one, to off. A show screen may be put
   * elsewhere (a top-level kind's path under /app: 'vacancies' gives /app/vacancies/{id}) and
   * titled otherwise than "{singular} Details".
   */
  screens?: { add?: boolean; edit?: boolean; show?: boolean | { path?: string; title?: string } };
  /**
   * Each record has a hand-written page of its own at {list path}/{id} (a client's profile): list
   * rows, a newly added record, a saved one and the way back from nested screens lead there
   * rather than to the edit screen.
   */
  viewPage?: boolean;
  /**
   * A hand-written add page, relative to /app, when the spec puts it elsewhere than {list}/add
   * ('client/add'): the list's add button leads there.
   */
  addPage?: string;
  /**
   * Which changes the API offers. Defaults follow the screens: no add screen, no create; a list
   * with neither add nor edit is read-only.
   */
  operations?: { create?: boolean; update?: boolean; delete?: boolean };
  /** Reads are written to the audit trail (always, for a person's file: readsAreAudited). */
  auditReads?: boolean;
  /** The navigation group; nested kinds have no entry of their own. */
  navGroup?: string;
  rules?: RecordRule[];
  /** Warnings shown on the forms as values are typed; a save goes ahead (RecordWarning). */
  warnings?: RecordWarning[];
  /**
   * Rules checked by the server inside the write's transaction, against the stored records
   * (apps/server/src/platform/records/declared-rules.ts).
   */
  writeRules?: WriteRules<keyof F & string>;
  /**
   * Fields worked out from the others, never typed (a risk's rating from likelihood × severity):
   * whatever a client sends for them is ignored, the server stores the result on every save, and
   * forms show it live and read-only. Each function reads the record's values and returns the
   * field's value, or null while its inputs are missing.
   */
  computed?: Partial<Record<keyof F & string, (values: Record<string, unknown>) => unknown>>;
  /**
   * Fields unique together among an organisation's live records (a medicine's name, form and
   * strength: tablets and a suspension may share a name). A field unique alone says `unique`.
   */
  unique?: (keyof F & string)[][];
  /** The field that names a record in references, titles and the audit trail. */
  titleField?: keyof F & string;
  /**
   * Fields that follow the title wherever another record names this one (a medicine's strength
   * and form: "Paracetamol 250 mg/5 ml oral suspension"); a choice reads in lower case.
   */
  titleWith?: (keyof F & string)[];
  /**
   * A column kept beside the fields (set only by the kind's own action, e.g. a client's End
   * service) whose date marks a record archived: lists and pickers leave archived records out
   * unless a list asks for them (`archived=true`); they stay readable, and are never deleted by
   * a click (a retention task removes them once their period has passed).
   */
  archivedWhen?: string;
}

/** A kind's permission names: `${name}.read` and so on, typed as literals. */
export type KindPermissions<N extends string> = { readonly [A in RecordAction]: `${N}.${A}` };

/** A kind that still knows its own fields' types and name (what defineRecord returns). */
export type TypedRecordKind<F extends Fields, N extends string = string> = Omit<
  RecordKindOf<Fields, N>,
  'fields'
> & { fields: F };

/**
 * A declared kind, its name any string `N`. The catalogue pins `N` to the declared kinds' names
 * (`RecordKind` in catalogue/registry.ts), so `kind.permissions.read` of any kind is a
 * `Permission`; the engine never imports the catalogue to know them.
 */
export interface RecordKindOf<F extends Fields = Fields, N extends string = string>
  extends RecordDeclaration<F, N> {
  path: string;
  titleField: keyof F & string;
  screens: { add: boolean; edit: boolean; show: boolean };
  /** Where the show screen's records live instead of the list path (screens.show.path). */
  showPath?: string;
  operations: { create: boolean; update: boolean; delete: boolean };
  permissions: KindPermissions<N>;
  titles: { list: string; add: string; edit: string; show: string };
  /** Validates a whole record to create: every field, then the cross-field rules. */
  createSchema: z.ZodType<Record<string, unknown>>;
  /** A save carries the version it read (optimistic concurrency). */
  updateSchema: z.ZodType<Record<string, unknown> & { version: number }>;
}

/** Checks the declaration against its own fields, then erases them: kinds live in one list. */
export function defineRecord<const F extends Fields, const N extends string>(
  declaration: RecordDeclaration<F, N>,
): TypedRecordKind<F, N> {
  // A row read from the API may be sent back whole: its read-only keys are accepted and dropped.
  const readOnly = Object.fromEntries(READ_ONLY_KEYS.map((key) => [key, z.unknown().optional()]));
  const computed = Object.keys(declaration.computed ?? {});
  // A field kept by the server may come back in a row sent whole: accepted, then dropped.
  const serverKept = Object.entries(declaration.fields)
    .filter(([, def]) => def.keptByServer)
    .map(([key]) => key);
  const fieldsSchema = z.object({
    ...Object.fromEntries(
      Object.entries(declaration.fields).map(([key, def]) => [
        key,
        // A computed field may come back in a row sent whole: accepted, then replaced.
        computed.includes(key) || serverKept.includes(key)
          ? z.unknown().optional()
          : fieldSchema(def),
      ]),
    ),
    ...readOnly,
  });
  // A save may leave a sensitive field out (its value was withheld and not revealed), or send
  // back a row as read, with null where `_withheld` says a value is set: either way it is kept.
  const sensitive = sensitiveFields(declaration.fields);
  const keptKeys = (values: Record<string, unknown>) => {
    const withheld = (values[WITHHELD_KEY] ?? {}) as Record<string, unknown>;
    return sensitive.filter(
      (key) => values[key] === undefined || (values[key] === null && withheld[key] === true),
    );
  };
  const withRules = <T extends z.ZodType<Record<string, unknown>>>(schema: T, keeps: boolean) =>
    schema
      .superRefine((values, ctx) => {
        // A rule may read a kept value this body does not hold: the server checks the rules
        // against the stored value instead (ruleFailures).
        if (keeps && keptKeys(values).length > 0) return;
        for (const [field, messages] of Object.entries(ruleFailures(declaration, values))) {
          for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      })
      .transform((values) => {
        const kept = { ...values };
        if (keeps) for (const key of keptKeys(values)) delete kept[key];
        for (const key of READ_ONLY_KEYS) delete kept[key];
        for (const key of serverKept) delete kept[key];
        return { ...kept, ...computedValues(declaration, kept) };
      });
  const keptWhenLeftOut = (def: FieldDef) =>
    z.union([z.undefined(), fieldSchema(def)]) as unknown as z.ZodType;
  const updateFields = fieldsSchema.extend(
    Object.fromEntries(
      sensitive.map((key) => [key, keptWhenLeftOut(declaration.fields[key] as FieldDef)]),
    ),
  );
  checkWriteRules(declaration);
  const titleField =
    declaration.titleField ??
    ((Object.entries(declaration.fields).find(([, def]) => def.kind === 'text')?.[0] ??
      Object.keys(declaration.fields)[0]) as string);
  const subject =
    declaration.parent && !declaration.ownPermissions
      ? (declaration.permissionOwner ?? declaration.parent)
      : declaration.name;
  // Typed as the kind's own: the vocabulary holds both names, and the parent's is one of them.
  const permission = <A extends RecordAction>(action: A) => `${subject}.${action}` as `${N}.${A}`;
  const screens = {
    add: declaration.screens?.add ?? true,
    edit: declaration.screens?.edit ?? true,
    show: Boolean(declaration.screens?.show),
  };
  const show = typeof declaration.screens?.show === 'object' ? declaration.screens.show : {};
  return {
    ...(declaration as unknown as RecordDeclaration<Fields, N>),
    fields: declaration.fields,
    path: declaration.path ?? declaration.name,
    titleField,
    screens,
    ...(show.path ? { showPath: show.path } : {}),
    operations: {
      create: declaration.operations?.create ?? screens.add,
      update: declaration.operations?.update ?? screens.edit,
      delete: declaration.operations?.delete ?? (screens.add || screens.edit),
    },
    permissions: {
      read: permission('read'),
      create: permission('create'),
      update: permission('update'),
      delete: permission('delete'),
    },
    titles: {
      list: declaration.plural,
      add: `Add ${declaration.singular}`,
      edit: `Edit ${declaration.singular}`,
      show: show.title ?? `${declaration.singular} Details`,
    },
    createSchema: withRules(
      fieldsSchema.strict(),
      false,
    ) as unknown as RecordKindOf['createSchema'],
    updateSchema: withRules(
      updateFields
        .extend({ version: z.number({ error: 'The version is missing.' }).int().min(1) })
        .strict(),
      true,
    ) as unknown as RecordKindOf['updateSchema'],
  };
}

/** A declared write rule must name fields that can hold what it compares (checked at start). */
function checkWriteRules(
  declaration: Pick<RecordDeclaration, 'name' | 'writeRules'> & { fields: Fields },
): void {
  const { noOverlap, lockedWhen } = declaration.writeRules ?? {};
  for (const key of noOverlap ? [noOverlap.from, noOverlap.to] : []) {
    if (declaration.fields[key]?.kind !== 'date') {
      throw new Error(`${declaration.name}: writeRules.noOverlap needs date fields, not ${key}.`);
    }
  }
  if (lockedWhen && !declaration.fields[lockedWhen.field]) {
    throw new Error(
      `${declaration.name}: writeRules.lockedWhen names no field ${lockedWhen.field}.`,
    );
  }
}

/** The messages of the cross-field rules that `values` break, by the field each shows at. */
export function ruleFailures(
  declaration: Pick<RecordDeclaration, 'rules'>,
  values: Record<string, unknown>,
): Record<string, string[]> {
  const failures: Record<string, string[]> = {};
  for (const rule of declaration.rules ?? []) {
    if (!rule.check(values)) failures[rule.field] = [...(failures[rule.field] ?? []), rule.message];
  }
  return failures;
}

/** The warnings `values` raise, by the field each shows at. */
export function recordWarnings(
  declaration: Pick<RecordDeclaration, 'warnings'>,
  values: Record<string, unknown>,
): Record<string, string[]> {
  const raised: Record<string, string[]> = {};
  for (const warning of declaration.warnings ?? []) {
    const text = warning.warn(values);
    if (text) raised[warning.field] = [...(raised[warning.field] ?? []), text];
  }
  return raised;
}

/**
 * The computed fields' values for these values (null where an input is missing). The server
 * calls it again with the stored values under a partial save, so a value left out still counts.
 */
export function computedValues(
  declaration: Pick<RecordDeclaration, 'computed'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declaration.computed ?? {}).map(([key, compute]) => [
      key,
      compute?.(values) ?? null,
    ]),
  );
}

/**
 * The computed fields of an update: worked out from the stored values overlaid with those the
 * save sends, so an input the save leaves out (a kept sensitive value) still counts.
 */
export function computedOnUpdate(
  declaration: Pick<RecordDeclaration, 'computed'>,
  stored: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  if (!declaration.computed) return {};
  const sent = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  return computedValues(declaration, { ...stored, ...sent });
}

/** Rule helper: an end date on or after a start date, when both are given. */
export function dateOrder(from: string, to: string, message: string): RecordRule {
  return {
    field: to,
    message,
    check: (values) => {
      const start = values[from];
      const end = values[to];
      return typeof start !== 'string' || typeof end !== 'string' || start <= end;
    },
  };
}

export type { FieldDef };

/**
 * The sets of fields unique together in a kind: each declared group, then each field unique
 * alone. The longest come first, so a database refusal is matched to the group it names.
 */
export function uniqueGroups(kind: Pick<RecordDeclaration, 'fields' | 'unique'>): string[][] {
  const alone = Object.entries(kind.fields)
    .filter(([, def]) => def.unique)
    .map(([key]) => [key]);
  return [...(kind.unique ?? []), ...alone].sort((a, b) => b.length - a.length);
}

/** What a user is told when a save repeats an existing record's unique values (at keys[0]). */
export function uniqueMessage(
  kind: Pick<RecordDeclaration, 'fields' | 'singular'>,
  keys: readonly string[],
): string {
  const labels = keys.map((key) => (kind.fields[key]?.label ?? key).toLowerCase());
  const listed =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `Another ${kind.singular.toLowerCase()} already has this ${listed}.`;
}
