import { healthProfessionalGrants, healthProfessionals } from './health-professionals.record';

/** The health-professionals area's record kinds; `registry.ts` composes every area's list. */
export const HEALTH_PROFESSIONALS_RECORDS = [
  healthProfessionals,
  healthProfessionalGrants,
] as const;
