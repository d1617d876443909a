import { ukCalendarDate } from '@care360/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LineLoader } from '../LineLoader';
import { LoadFailure } from '../records/RecordPageStates';
import { type CalendarView, calendarPeriod } from './london-time';
import { PlatformCalendar, type PlatformCalendarProps } from './PlatformCalendar';

/** The view and the date a calendar screen shows, from today, and the period they span. */
export function useCalendarNavigation(initialView: CalendarView) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState(ukCalendarDate());
  return {
    view,
    date,
    period: calendarPeriod(view, date),
    onNavigate: (next: { view: CalendarView; date: string }) => {
      setView(next.view);
      setDate(next.date);
    },
  };
}

export interface LoadedCalendarProps extends Omit<PlatformCalendarProps, 'emptyText'> {
  /** The query whose answer the events come from. */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isPending' | 'refetch'>;
  /** What the events are, for the loading line and the failure ('holidays'). */
  what: string;
  /** Said once loaded when the period has no events. */
  emptyText: string;
}

/** A calendar screen's body: the failure to load with Try again, or the calendar with its loading line. */
export function LoadedCalendar({ query, what, emptyText, ...calendar }: LoadedCalendarProps) {
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        what={`The ${what}`}
        retry={() => void query.refetch()}
        notFound={null}
      />
    );
  }
  return (
    <>
      {query.isPending && <LineLoader label={`Loading the ${what}`} />}
      <PlatformCalendar {...calendar} emptyText={query.isPending ? undefined : emptyText} />
    </>
  );
}
