import type { RecordRule } from '../../engine/records/define-record';

/** Days of the week, Monday first as a UK rota reads. */
export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The 5 × 5 risk matrix of UK care risk assessments: likelihood and severity scored 1–5. */
export const LIKELIHOOD_SCORES = [
  { value: '1', label: '1 – Rare' },
  { value: '2', label: '2 – Unlikely' },
  { value: '3', label: '3 – Possible' },
  { value: '4', label: '4 – Likely' },
  { value: '5', label: '5 – Almost certain' },
] as const;

export const SEVERITY_SCORES = [
  { value: '1', label: '1 – Negligible' },
  { value: '2', label: '2 – Minor' },
  { value: '3', label: '3 – Moderate' },
  { value: '4', label: '4 – Major' },
  { value: '5', label: '5 – Catastrophic' },
] as const;

export const RISK_RATINGS = ['Low', 'Medium', 'High', 'Very high'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

/** The rating of likelihood × severity: 1–4 low, 5–9 medium, 10–16 high, 20–25 very high. */
export function riskRating(likelihood: number, severity: number): RiskRating {
  const score = likelihood * severity;
  if (score >= 20) return 'Very high';
  if (score >= 10) return 'High';
  if (score >= 5) return 'Medium';
  return 'Low';
}

/** Rule helper: an end time after the start time, when both are given and `allowOvernight` is not. */
export function timeOrder(
  from: string,
  to: string,
  message: string,
  allowOvernight: (values: Record<string, unknown>) => boolean = () => false,
): RecordRule {
  return {
    field: to,
    message,
    check: (values) => {
      const start = values[from];
      const end = values[to];
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      return start.slice(0, 5) < end.slice(0, 5) || allowOvernight(values);
    },
  };
}
