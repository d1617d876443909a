import type { FormDefinition } from '../../engine/forms/form-definition';
import {
  definePersonFile,
  type PersonFilePage,
  personFileSections,
} from '../../engine/person-files/person-file';
import { HEALTH_PROFESSIONAL_ACCESS_PAGE } from '../health-professionals/health-professional-access-page';
import { QUALITY_RECORDS_PAGE } from '../quality/quality-links';
import { ALL_RECORDS, type RecordKind } from '../registry';
import { clientFullName } from './client-profile';
import { CLIENT_FORMS } from './forms/client-forms';

/**
 * A client's file (spec §2.4) as a person file: the kinds nested under clients and CLIENT_FORMS
 * are its sections, so a section declared later appears in the file by itself.
 */

const GROUPS = ['Profile', 'Assessments', 'Medication', 'Contracts', 'Records'] as const;

/**
 * Medicines have a group of their own whatever kind of section holds them (the list, its
 * assessment, the chart's audits): found by name, so a later medication section joins by itself.
 */
const isAboutMedication = (key: string) => /medication|marchart/.test(key);

const FORM_GROUPS = { profile: 'Profile', assessment: 'Assessments', contract: 'Contracts' };

/** The MAR chart: a page of the file written by hand (apps/web/src/modules/clients). */
export const MAR_CHART_PAGE: PersonFilePage = {
  key: 'marchart',
  title: 'MAR Chart',
  group: 'Medication',
  path: 'marchart',
};

export const CLIENT_FILE = definePersonFile({
  owner: 'clients',
  responseSubject: 'client',
  noun: 'Client',
  groups: GROUPS,
  detailsGroup: 'Profile',
  questionnaires: CLIENT_FORMS,
  pages: [MAR_CHART_PAGE, QUALITY_RECORDS_PAGE, HEALTH_PROFESSIONAL_ACCESS_PAGE],
  groupOf: ({ key, kind, purpose }) =>
    isAboutMedication(key)
      ? 'Medication'
      : kind === 'form' && purpose
        ? FORM_GROUPS[purpose]
        : 'Records',
  ownerName: clientFullName,
  contractFields: ['dateOfBirth', 'address1', 'town', 'postcode'],
});

/** The client file's sections, from given declarations (tests) or the catalogue's. */
export function clientFileSections(
  records: readonly RecordKind[] = ALL_RECORDS,
  forms: readonly FormDefinition[] = CLIENT_FORMS,
) {
  return personFileSections({ ...CLIENT_FILE, questionnaires: forms }, records);
}
