import type { FormDefinition } from '../forms/form-definition';
import type { RecordKindOf } from '../records/define-record';

/**
 * A person's file declared once: which record kinds and questionnaires are its
 * sections, how they group, and who may read and change it. From the declaration come the
 * file's API (the owner check, audited reads, sections with completion and what is overdue, the
 * history, the questionnaires) and its screens (the frame with its navigation, a page per
 * questionnaire); the record engine gives its nested kinds' lists and forms.
 */

/** edit: the owner's own details; form: a questionnaire; list: a nested kind; page: by hand. */
export const PERSON_SECTION_KINDS = ['edit', 'form', 'list', 'page'] as const;
export type PersonSectionKind = (typeof PERSON_SECTION_KINDS)[number];

export interface PersonFileSection {
  /** Unique in the file: the form key, the nested kind's name, 'details' or a page's key. */
  key: string;
  title: string;
  group: string;
  /** Relative to the file (/app/clients/:id/edit); '' is the owner's details. */
  path: string;
  kind: PersonSectionKind;
}

/** A page of the file written by hand (the MAR chart), placed among the declared sections. */
export type PersonFilePage = Omit<PersonFileSection, 'kind'>;

export interface PersonFile {
  /** The record kind of the people the files are of ('clients'); its routes lead to the file. */
  owner: string;
  /** How a stored questionnaire response names its owner (form_responses.subject_type). */
  responseSubject: string;
  /** The owner as a word of a title: 'Client' gives 'Client Consent', 'Client file'. */
  noun: string;
  /** Where the file is under the owner's page: 'edit' gives /app/clients/:id/edit. */
  fileSegment: string;
  /** The navigation's groups, in order. */
  groups: readonly string[];
  /** The owner's own details: the first section, in this group. */
  detailsTitle: string;
  detailsGroup: string;
  questionnaires: readonly FormDefinition[];
  pages?: readonly PersonFilePage[];
  /** The group of a questionnaire (by its purpose) or of a nested kind's list. */
  groupOf(section: {
    key: string;
    kind: 'form' | 'list';
    purpose?: FormDefinition['purpose'];
  }): string;
  /** The owner's name as the file's heading says it. */
  ownerName(row: Record<string, unknown>): string;
  /** The owner's facts a signed contract shows under the name (date of birth, address). */
  contractFields?: readonly string[];
  /**
   * Who may read and change the file: by default the owner kind's own read and update. Nested
   * kinds keep their own permissions, which default to their owner's (define-record.ts).
   */
  permissions?: { read: string; update: string };
  /**
   * Questionnaires that only some of the file's readers may open, by form key: the permissions
   * each needs besides the file's (bank details are for payroll, not for the rota). Access, not
   * content, so kept here rather than in the versioned definition.
   */
  formPermissions?: Readonly<Record<string, { read: string; update: string }>>;
}

/** The declaration as written: the defaults of a file are filled in by definePersonFile. */
export type PersonFileDeclaration = Omit<PersonFile, 'fileSegment' | 'detailsTitle'> &
  Partial<Pick<PersonFile, 'fileSegment' | 'detailsTitle'>>;

export function definePersonFile(declaration: PersonFileDeclaration): PersonFile {
  return {
    fileSegment: 'edit',
    detailsTitle: `${declaration.noun} Details`,
    ...declaration,
  };
}

/** The permissions of a file: declared, or those of its owner kind. */
export function filePermissions(file: PersonFile, owner: Pick<RecordKindOf, 'permissions'>) {
  return file.permissions ?? { read: owner.permissions.read, update: owner.permissions.update };
}

/** What a questionnaire needs besides the file's own permissions; none for most. */
export function formPermissionsOf(
  file: PersonFile,
  key: string,
): { read: string; update: string } | undefined {
  return file.formPermissions?.[key];
}

/** Within a group: details, then lists, hand-written pages, and questionnaires. */
const KIND_ORDER: Record<PersonSectionKind, number> = { edit: 0, list: 1, page: 2, form: 3 };

/** 'Client Support Network' reads 'Support Network' inside the client's own file. */
function withoutNoun(file: PersonFile, title: string): string {
  const prefix = `${file.noun} `;
  return title.startsWith(prefix) ? title.slice(prefix.length) : title;
}

/**
 * The section of a kind nested under the owner, or null for a kind that is not a section of its
 * own: one below another section (a visit template's details) is reached from that section.
 */
function listSection(file: PersonFile, kind: RecordKindOf): PersonFileSection | null {
  const prefix = `${file.fileSegment}/`;
  if (kind.parent !== file.owner || !kind.path.startsWith(prefix)) return null;
  const path = kind.path.slice(prefix.length);
  if (path === '' || path.includes('/')) return null;
  return {
    key: kind.name,
    title: withoutNoun(file, kind.plural),
    group: file.groupOf({ key: kind.name, kind: 'list' }),
    path,
    kind: 'list',
  };
}

/** Every section of a file, in the order its navigation lists them. */
export function personFileSections(
  file: PersonFile,
  records: readonly RecordKindOf[],
): PersonFileSection[] {
  const sections: PersonFileSection[] = [
    { key: 'details', title: file.detailsTitle, group: file.detailsGroup, path: '', kind: 'edit' },
    ...file.questionnaires.map((form) => ({
      key: form.key,
      title: form.title,
      group: file.groupOf({ key: form.key, kind: 'form', purpose: form.purpose }),
      path: formPath(form),
      kind: 'form' as const,
    })),
    ...records.flatMap((kind) => listSection(file, kind) ?? []),
    ...(file.pages ?? []).map((page) => ({ ...page, kind: 'page' as const })),
  ];
  const rank = (section: PersonFileSection) =>
    file.groups.indexOf(section.group) * 10 + KIND_ORDER[section.kind];
  // Array sort is stable: declaration order holds within a group and kind.
  return sections.sort((a, b) => rank(a) - rank(b));
}

/** A questionnaire of the file, or undefined. */
export function fileQuestionnaire(file: PersonFile, key: string): FormDefinition | undefined {
  return file.questionnaires.find((form) => form.key === key);
}

/** A questionnaire page's title: 'Client Consent'. */
/** A questionnaire's page in its file, relative to the file: its declared path, or its key. */
export const formPath = (form: Pick<FormDefinition, 'key' | 'path'>) => form.path ?? form.key;

export const questionnaireTitle = (file: PersonFile, form: Pick<FormDefinition, 'title'>) =>
  `${file.noun} ${form.title}`;

/** The audit trail's name for a file's questionnaire responses: 'client-form-responses'. */
export const formAuditType = (file: Pick<PersonFile, 'responseSubject'>) =>
  `${file.responseSubject}-form-responses`;
