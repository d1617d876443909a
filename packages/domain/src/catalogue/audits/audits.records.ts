import { recordAudits } from './audits.record';

/** The audits area's record kinds; `registry.ts` composes every area's list. */
export const AUDITS_RECORDS = [recordAudits] as const;
