import { jobVacancies } from './job-vacancies.record';

/** The recruitment area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const RECRUITMENT_RECORDS = [jobVacancies] as const;
