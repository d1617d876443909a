import type { Calendar as EventCalendar } from '@event-calendar/core';

/** What the calendar was last given: each event's input as text, by id. */
export type ShownEvents = Map<string, string>;

export function shownEventsOf(events: readonly EventCalendar.EventInput[]): ShownEvents {
  return new Map(events.map((event) => [String(event.id), JSON.stringify(event)]));
}

/** The library's calls that change what it holds. */
type EventStore = Pick<EventCalendar, 'setOption' | 'addEvent' | 'updateEvent' | 'removeEventById'>;

/**
 * Gives the calendar `events`, handing over only the events added, changed or gone since `shown`.
 * The library redraws an event whenever its object is new, so replacing the whole list redraws
 * every event: a busy week refreshed after one visit moved would lay out thousands again. When
 * most of the list changed (another week), it is replaced at once.
 */
export function updateLibraryEvents(
  calendar: EventStore,
  events: readonly EventCalendar.EventInput[],
  shown: ShownEvents | null,
): ShownEvents {
  const next = shownEventsOf(events);
  if (shown) {
    const changed = events.filter(
      (event) => shown.get(String(event.id)) !== next.get(String(event.id)),
    );
    const gone = [...shown.keys()].filter((id) => !next.has(id));
    if (changed.length + gone.length <= Math.max(50, next.size / 4)) {
      for (const id of gone) calendar.removeEventById(id);
      for (const event of changed) {
        if (shown.has(String(event.id))) calendar.updateEvent(event);
        else calendar.addEvent(event);
      }
      return next;
    }
  }
  calendar.setOption('events', [...events]);
  return next;
}
