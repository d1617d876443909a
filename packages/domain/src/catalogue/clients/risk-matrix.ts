import { type RiskRating, riskRating } from './client-file-choices';

/**
 * The 5 × 5 risk matrix of a risk assessment: likelihood (1 rare … 5 almost certain) times
 * severity (1 negligible … 5 catastrophic) gives a score of 1–25. The bands are the common
 * NHS / HSE 5 × 5 banding: 1–4 low, 5–9 medium (moderate), 10–16 high, 20–25 very high (no
 * product of two numbers up to 5 falls in 17–19). The rating is always worked out, never typed:
 * records declare it as computed fields (RecordDeclaration.computed), so the server stores it on
 * every save whatever a client sends, and forms show it live.
 */

/** A likelihood or severity as stored (a choice '1'–'5') or as a number; null otherwise. */
function matrixScale(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 5
    ? number
    : null;
}

/** Likelihood × severity (1–25), or null until both are given. */
export function riskMatrixScore(likelihood: unknown, severity: unknown): number | null {
  const l = matrixScale(likelihood);
  const s = matrixScale(severity);
  return l === null || s === null ? null : l * s;
}

/** The band of likelihood × severity, or null until both are given. */
export function riskMatrixRating(likelihood: unknown, severity: unknown): RiskRating | null {
  const l = matrixScale(likelihood);
  const s = matrixScale(severity);
  return l === null || s === null ? null : riskRating(l, s);
}

/**
 * The computed fields of one rated risk: `{ [scoreKey]: score, [ratingKey]: rating }` worked out
 * from the likelihood and severity fields named. A kind spreads it into `computed`.
 */
export function riskMatrixFields<S extends string, R extends string>(
  from: { likelihood: string; severity: string },
  to: { score: S; rating: R },
): Record<S | R, (values: Record<string, unknown>) => unknown> {
  return {
    [to.score]: (values: Record<string, unknown>) =>
      riskMatrixScore(values[from.likelihood], values[from.severity]),
    [to.rating]: (values: Record<string, unknown>) =>
      riskMatrixRating(values[from.likelihood], values[from.severity]),
  } as Record<S | R, (values: Record<string, unknown>) => unknown>;
}
