import { ukDate } from '@care360/domain';
import { Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ReferenceSelect } from '../records/fields/ReferenceSelect';
import { UkDateInput } from '../records/fields/UkDateTimeInputs';
import { isoDateOf } from '../records/form-values';

/**
 * A report's filters: a branch (a caller limited to one sees only it) and a period, typed the UK
 * way and sent once it reads as a date; or, for a weekly report, any day of the week.
 */
type Texts = { branch: string; from: string; to: string; week: string };

/** What a report is asked for: a branch and a period (from, to) or a week (any day of it). */
export interface ReportFilters {
  branch?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  week?: string | undefined;
}

const dateError = (text: string) =>
  text && !isoDateOf(text) ? 'Enter a date as DD/MM/YYYY.' : undefined;

export function useReportFilters() {
  const [texts, setTexts] = useState<Texts>({ branch: '', from: '', to: '', week: '' });
  const filters: ReportFilters = {
    branch: texts.branch || undefined,
    from: isoDateOf(texts.from) ?? undefined,
    to: isoDateOf(texts.to) ?? undefined,
    week: isoDateOf(texts.week) ?? undefined,
  };
  return { texts, filters, change: (next: Partial<Texts>) => setTexts({ ...texts, ...next }) };
}

export function ReportFilterBar({
  texts,
  change,
  owner,
  period,
  label = 'Filter the report',
  children,
}: {
  texts: Texts;
  change: (next: Partial<Texts>) => void;
  /** The kind whose branch field the branch picker offers the options of. */
  owner: string;
  /** No period for a report that counts today, this week and this month. */
  period: 'range' | 'week' | null;
  label?: string;
  /** What the report offers beside its filters (a download of what they select). */
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" align="end" wrap="wrap" role="search" aria-label={label}>
      <ReferenceSelect
        to="branches"
        owner={owner}
        field="branch"
        purpose="filter"
        label="Branch"
        name="branch"
        value={texts.branch}
        onChange={(branch) => change({ branch })}
      />
      {period === 'range' ? (
        <>
          <UkDateInput
            label="From"
            value={texts.from}
            onChange={(from) => change({ from })}
            error={dateError(texts.from)}
          />
          <UkDateInput
            label="To"
            value={texts.to}
            onChange={(to) => change({ to })}
            error={dateError(texts.to)}
          />
        </>
      ) : period === 'week' ? (
        <UkDateInput
          label="Any day of the week"
          value={texts.week}
          onChange={(week) => change({ week })}
          error={dateError(texts.week)}
        />
      ) : null}
      {children}
    </Group>
  );
}

/** '01/03/2025 to 31/03/2025': the period a report counted, as the answer says. */
export const periodText = (answer: { from: string; to: string }) =>
  `${ukDate(answer.from)} to ${ukDate(answer.to)}`;
