import {
  defineRecord,
  type RecordDeclaration,
  type RecordKindOf,
  type TypedRecordKind,
} from '../../engine/records/define-record';
import type { Fields } from '../../engine/records/fields';

/**
 * Carers (spec §2.5) and office employees (§2.6) are both staff: their files share most
 * sections. A section is declared once here and becomes one record kind per owner that has it,
 * named and titled as the spec names each ('carer-supervisions', "Carer Supervisions";
 * 'employee-supervisions', "Office Employee Supervisions"), nested under that owner's file.
 */
export const STAFF_OWNERS = {
  // `label`: the owner as a list or a document type names them, in sentence case.
  carers: { prefix: 'carer', noun: 'Carer', label: 'Carer' },
  employees: { prefix: 'employee', noun: 'Office Employee', label: 'Office employee' },
} as const;

export type StaffOwner = keyof typeof STAFF_OWNERS;
export const STAFF_OWNER_KINDS = Object.keys(STAFF_OWNERS) as StaffOwner[];

type Prefix<O extends StaffOwner> = (typeof STAFF_OWNERS)[O]['prefix'];

/** The kind one staff section gives each of its owners, its name a literal. */
export type StaffSectionKinds<F extends Fields, K extends string, O extends StaffOwner> = {
  [P in O]: TypedRecordKind<F, `${Prefix<P>}-${K}`>;
};

export interface StaffSectionDeclaration<F extends Fields, K extends string, O extends StaffOwner>
  extends Omit<
    RecordDeclaration<F>,
    | 'name'
    | 'area'
    | 'parent'
    | 'path'
    | 'singular'
    | 'plural'
    | 'navGroup'
    | 'branchField'
    | 'fields'
    | 'permissionOwner'
  > {
  /** The fields, or the fields of each owner where one word differs (whose document types). */
  fields: F | ((owner: StaffOwner) => F);
  /** The kind's name after the owner's prefix: 'supervisions' gives 'carer-supervisions'. */
  key: K;
  /** The owners with this section; both unless said. */
  owners?: readonly O[];
  /** The path below the file (/app/carers/:id/edit/…); the key unless given. */
  segment?: string;
  /** After the owner's noun: 'Supervision' reads "Carer Supervision". */
  singular: string;
  plural: string;
  /**
   * A section nested in another (a holiday's day details): the kinds of that section, whose
   * record is the parent; the segment is then relative to that record's page.
   */
  within?: { [P in O]?: { name: string; permissions: { read: string } } };
}

/** One section of the staff files, as a kind per owner. */
export function staffSection<
  const F extends Fields,
  const K extends string,
  const O extends StaffOwner = StaffOwner,
>(declaration: StaffSectionDeclaration<F, K, O>): StaffSectionKinds<F, K, O> {
  const { key, owners, segment, singular, plural, within, fields, ...rest } = declaration;
  const ownerList = (owners ?? STAFF_OWNER_KINDS) as readonly O[];
  return Object.fromEntries(
    ownerList.map((owner) => {
      const { prefix, noun } = STAFF_OWNERS[owner];
      const container = within?.[owner];
      const parent = container?.name ?? owner;
      const kind = defineRecord({
        ...(rest as Omit<RecordDeclaration<F>, 'name' | 'area' | 'singular' | 'plural' | 'fields'>),
        fields: typeof fields === 'function' ? fields(owner) : fields,
        name: `${prefix}-${key}`,
        area: owner,
        parent,
        // Guarded by what guards the section it is nested in: the person's file.
        ...(container && !rest.ownPermissions
          ? { permissionOwner: container.permissions.read.slice(0, -'.read'.length) }
          : {}),
        path: within ? (segment ?? key) : `edit/${segment ?? key}`,
        singular: `${noun} ${singular}`,
        plural: `${noun} ${plural}`,
      });
      return [owner, kind];
    }),
  ) as StaffSectionKinds<F, K, O>;
}

/**
 * The fields, rules and list of a kind declared elsewhere, for a section that is the same (an
 * applicant's address history, a client's call log): declared once, kept once.
 */
export const sameAs = <K extends RecordKindOf>(kind: K) => ({
  fields: kind.fields,
  rules: kind.rules,
  list: kind.list,
  titleField: kind.titleField,
  titleWith: kind.titleWith,
});

/** A section's kinds as a list, for the area's list of record kinds. */
export const kindsOf = <S extends Partial<Record<StaffOwner, unknown>>>(section: S) =>
  Object.values(section) as S[keyof S][];
