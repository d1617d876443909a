import type { PersonFilePage } from '../../engine/person-files/person-file';

/** The page of a client's file listing the access given to health professionals and each view. */
export const HEALTH_PROFESSIONAL_ACCESS_PAGE: PersonFilePage = {
  key: 'health-professional-access',
  title: 'Health Professional Access',
  group: 'Records',
  path: 'health-professional-access',
};
