import type { AreaManifest } from '../../platform/area-manifest';
import {
  personFileRoute,
  personFileScreens,
} from '../../platform/person-files/person-file-screens';

/** The applicant file: its frame, details and questionnaires come from its declaration. */
const APPLICANT_FILE = personFileRoute('applicants');

/**
 * What the recruitment area adds (issue 12): the applicant file, the recruitment tracker, the
 * interview calendar and the preview and print pages of spec §2.2.
 */
export const recruitmentManifest: AreaManifest = {
  area: 'recruitment',
  screens: [...personFileScreens(APPLICANT_FILE)],
};
