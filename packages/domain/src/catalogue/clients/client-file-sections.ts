import type { FormDefinition } from '../../engine/forms/form-definition';
import { ALL_RECORDS, type RecordKind } from '../registry';
import { CLIENT_FORMS } from './forms/client-forms';

/**
 * The sections of a client's file, in the order its navigation lists them. Worked out from the
 * declarations (the kinds nested under clients and CLIENT_FORMS), so a section declared later
 * appears in the file by itself.
 */
export const CLIENT_SECTION_GROUPS = [
  'Profile',
  'Assessments',
  'Medication',
  'Contracts',
  'Records',
] as const;
export type ClientSectionGroup = (typeof CLIENT_SECTION_GROUPS)[number];

/** edit: the client's own details; form: a questionnaire; list: a nested kind; mar: the chart. */
export const CLIENT_SECTION_KINDS = ['edit', 'form', 'list', 'mar'] as const;
export type ClientSectionKind = (typeof CLIENT_SECTION_KINDS)[number];

export interface ClientFileSection {
  /** Unique in the file: the form key, the nested kind's name, 'details' or 'marchart'. */
  key: string;
  title: string;
  group: ClientSectionGroup;
  /** Relative to the file (/app/clients/:id/edit); '' is the client's details. */
  path: string;
  kind: ClientSectionKind;
}

/** The file's details page and its MAR chart: the two sections that are neither form nor list. */
export const CLIENT_DETAILS_SECTION: ClientFileSection = {
  key: 'details',
  title: 'Client Details',
  group: 'Profile',
  path: '',
  kind: 'edit',
};
export const MAR_CHART_SECTION: ClientFileSection = {
  key: 'marchart',
  title: 'MAR Chart',
  group: 'Medication',
  path: 'marchart',
  kind: 'mar',
};

const FILE_PREFIX = 'edit/';

/**
 * Medicines have a group of their own whatever kind of section holds them (the list, its
 * assessment, the chart's audits): found by name, so a later medication section joins by itself.
 */
const isAboutMedication = (key: string) => /medication|marchart/.test(key);

const FORM_GROUPS: Record<FormDefinition['purpose'], ClientSectionGroup> = {
  profile: 'Profile',
  assessment: 'Assessments',
  contract: 'Contracts',
};

/** Within a group: details, then lists, the chart, and questionnaires. */
const KIND_ORDER: Record<ClientSectionKind, number> = { edit: 0, list: 1, mar: 2, form: 3 };

/** 'Client Support Network' reads 'Support Network' inside the client's own file. */
function withoutClientPrefix(title: string): string {
  return title.startsWith('Client ') ? title.slice('Client '.length) : title;
}

/**
 * The section of a kind nested under clients, or null for a kind that is not a section of its
 * own: one below another section (a mental capacity assessment's risk assessments) is reached
 * from that section's page.
 */
function listSection(kind: RecordKind): ClientFileSection | null {
  if (!kind.path.startsWith(FILE_PREFIX)) return null;
  const path = kind.path.slice(FILE_PREFIX.length);
  if (path === '' || path.includes('/')) return null;
  return {
    key: kind.name,
    title: withoutClientPrefix(kind.plural),
    group: isAboutMedication(kind.name) ? 'Medication' : 'Records',
    path,
    kind: 'list',
  };
}

function formSection(form: FormDefinition): ClientFileSection {
  return {
    key: form.key,
    title: form.title,
    group: isAboutMedication(form.key) ? 'Medication' : FORM_GROUPS[form.purpose],
    path: form.key,
    kind: 'form',
  };
}

export function clientFileSections(
  records: readonly RecordKind[] = ALL_RECORDS,
  forms: readonly FormDefinition[] = CLIENT_FORMS,
): ClientFileSection[] {
  const sections = [
    CLIENT_DETAILS_SECTION,
    ...forms.map(formSection),
    ...records.flatMap((kind) => {
      const section = kind.parent === 'clients' ? listSection(kind) : null;
      return section ? [section] : [];
    }),
    MAR_CHART_SECTION,
  ];
  const rank = (section: ClientFileSection) =>
    CLIENT_SECTION_GROUPS.indexOf(section.group) * 10 + KIND_ORDER[section.kind];
  // Array sort is stable: declaration order holds within a group and kind.
  return sections.sort((a, b) => rank(a) - rank(b));
}
