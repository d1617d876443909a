import {
  type FormDefinition,
  filePermissions,
  formAuditType,
  formPath,
  type PersonFile,
  questionnaireTitle,
  type RecordKindOf,
} from '@care360/domain';

/** One questionnaire page of a person's file: /app/clients/$id/edit/{key}. */
export interface PersonFormRoute {
  key: string;
  /** Its page below the file: the key, or the path the spec names ('birdieForm'). */
  path: string;
  /** The page and browser title, as the spec's screen list names it: 'Client Consent'. */
  title: string;
  /**
   * The record kinds its reference questions choose from (a transfer's branch): the page's route
   * loads their declarations, which the picker reads. Left out when it has none.
   */
  declarations?: readonly string[];
}

/** The kinds a form's reference questions (and those inside its groups) choose from. */
function referredKinds(form: FormDefinition): string[] {
  const kinds = form.sections.flatMap((section) =>
    section.questions.flatMap((question) =>
      [question, ...(question.questions ?? [])].flatMap((q) =>
        q.type === 'reference' && q.to ? [q.to] : [],
      ),
    ),
  );
  return [...new Set(kinds)];
}

/**
 * What the app needs of a person file's declaration to draw its screens, without the questions
 * (they load with each page): plain data, so the router takes it at build time.
 */
export interface PersonFileRoute {
  /** The owner's record kind: 'clients'. */
  owner: string;
  /** The owner's pages under /app: 'clients' (list), 'clients/$id' (profile). */
  ownerPath: string;
  /** 'Client'; 'clients' as the list's link says it. */
  noun: string;
  plural: string;
  /** The file under the profile: 'edit'. */
  fileSegment: string;
  groups: readonly string[];
  permissions: { read: string; update: string };
  /** How the history names the file's questionnaire responses: 'client-form-responses'. */
  formAuditType: string;
  /** The owner's facts a signed contract shows under the name. */
  contractFields: readonly string[];
  forms: readonly PersonFormRoute[];
}

/** The route data of each file, worked out from the declarations. Pure, for buildTimeListPlugin. */
export function personFileRoutesOf(
  files: readonly PersonFile[],
  kindOf: (name: string) => RecordKindOf,
): PersonFileRoute[] {
  return files.map((file) => {
    const owner = kindOf(file.owner);
    return {
      owner: file.owner,
      ownerPath: owner.path,
      noun: file.noun,
      plural: owner.plural.toLowerCase(),
      fileSegment: file.fileSegment,
      groups: file.groups,
      permissions: filePermissions(file, owner),
      formAuditType: formAuditType(file),
      contractFields: file.contractFields ?? [],
      forms: file.questionnaires.map((form) => {
        const declarations = referredKinds(form);
        return {
          key: form.key,
          path: formPath(form),
          title: questionnaireTitle(file, form),
          ...(declarations.length > 0 ? { declarations } : {}),
        };
      }),
    };
  });
}
