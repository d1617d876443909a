import { describe, expect, it } from 'vitest';
import { shownEventsOf, updateLibraryEvents } from './library-events';

const event = (id: number, resource = 'a') => ({
  id: String(id),
  start: '2026-11-30T09:00:00',
  end: '2026-11-30T09:30:00',
  title: `Visit ${id}`,
  resourceIds: [resource],
});

/** A calendar that records what it is handed. */
function recordingCalendar() {
  const calls: string[] = [];
  return {
    calls,
    setOption: (name: string, value: unknown[]) => {
      calls.push(`set ${name} ${value.length}`);
    },
    addEvent: (e: { id?: unknown }) => {
      calls.push(`add ${String(e.id)}`);
    },
    updateEvent: (e: { id?: unknown }) => {
      calls.push(`update ${String(e.id)}`);
    },
    removeEventById: (id: string | number) => {
      calls.push(`remove ${String(id)}`);
    },
  };
}

describe('handing the calendar its events', () => {
  const week = Array.from({ length: 400 }, (_, i) => event(i));

  it('hands over only the event that moved, one that came and one that went', () => {
    const calendar = recordingCalendar();
    const next = week
      .slice(1)
      .map((e) => (e.id === '7' ? event(7, 'b') : e))
      .concat(event(400));
    updateLibraryEvents(calendar as never, next, shownEventsOf(week));
    expect(calendar.calls.sort()).toEqual(['add 400', 'remove 0', 'update 7']);
  });

  it('hands over nothing when nothing changed', () => {
    const calendar = recordingCalendar();
    const shown = updateLibraryEvents(
      calendar as never,
      week.map((e) => ({ ...e })),
      shownEventsOf(week),
    );
    expect(calendar.calls).toEqual([]);
    expect(shown.size).toBe(400);
  });

  it('replaces the list at once when most of it changed, or nothing was shown before', () => {
    const calendar = recordingCalendar();
    const nextWeek = week.map((e) => ({ ...e, start: '2026-12-07T09:00:00' }));
    updateLibraryEvents(calendar as never, nextWeek, shownEventsOf(week));
    updateLibraryEvents(calendar as never, week, null);
    expect(calendar.calls).toEqual(['set events 400', 'set events 400']);
  });
});
