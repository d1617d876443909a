import { addCalendarDays } from '@care360/domain';
import {
  type CalendarView,
  fromLondonWallClock,
  type LondonWallClockString,
  realMinutes,
  shiftWallClock,
  type TimelineSpan,
  toLondonWallClock,
} from './london-time';

/**
 * What a screen gives the calendar: its own records as events, in UTC instants (timed) or UK
 * dates (all day), and what the calendar answers when one is moved or resized.
 */
export interface CalendarEvent {
  id: string;
  /** Shown on the event; the name of its link when it has one. */
  title: string;
  /** Timed: a UTC instant (ISO). All day: the first day, 'YYYY-MM-DD'. */
  start: string;
  /** Timed: a UTC instant, after `start`. All day: the last day, included. */
  end: string;
  allDay?: boolean;
  /** The row of the resource timeline (a person) the event sits on. */
  resourceId?: string;
  /** Where the event opens (click or Enter): an app path. */
  href?: string;
  /** A short state beside the title ('Booked', 'Approved'), in words as well as colour. */
  badge?: { label: string; colour: string; variant?: 'filled' | 'light' | 'outline' };
  /** A line of detail under the title. */
  detail?: string;
  /** A Mantine colour name for the event's bar ('teal', 'blue.8'). */
  colour?: string;
  /** Whether it may be dragged, resized and moved by keyboard (when the screen handles moves). */
  editable?: boolean;
}

/** A row of the resource timeline. */
export interface CalendarResource {
  id: string;
  title: string;
}

/** Where an event was moved or resized to, in the same terms as CalendarEvent. */
export interface CalendarChange {
  id: string;
  start: string;
  end: string;
  allDay: boolean;
  resourceId?: string;
  via: 'drag' | 'keyboard';
}

/** What the library is given for an event (floating London wall-clock times). */
export interface LibraryEventInput {
  id: string;
  start: string;
  end: string;
  allDay: boolean;
  title: string;
  resourceIds?: string[];
  editable?: boolean;
  backgroundColor?: string;
  textColor?: string;
  classNames: string[];
  styles?: string[];
  extendedProps: { source: CalendarEvent };
}

/** A Mantine colour name ('teal', 'blue.8') as a CSS variable. */
export function mantineColour(name: string, fallbackShade = 6): string {
  const [colour, shade] = name.split('.');
  return `var(--mantine-color-${colour}-${shade ?? fallbackShade})`;
}

/** An event as the library lays it out: London wall clock, all-day end made exclusive. */
export function toLibraryEvent(event: CalendarEvent, canMove: boolean): LibraryEventInput | null {
  const start = event.allDay ? event.start : toLondonWallClock(event.start);
  const end = event.allDay ? addCalendarDays(event.end, 1) : toLondonWallClock(event.end);
  if (!start || !end) return null;
  return {
    id: event.id,
    start,
    end,
    allDay: event.allDay === true,
    title: event.title,
    ...(event.resourceId ? { resourceIds: [event.resourceId] } : {}),
    editable: canMove && event.editable !== false,
    backgroundColor: mantineColour(event.colour ?? 'blue', 1),
    textColor: 'var(--mantine-color-text)',
    // On the event itself, not through the library's per-event callbacks, which cost every event.
    classNames: ['care360-event'],
    ...(event.colour ? { styles: [`--care360-event-accent:${mantineColour(event.colour)}`] } : {}),
    extendedProps: { source: event },
  };
}

/** The event's start and end on the London wall clock (all-day: dates, end included). */
function wallOf(event: CalendarEvent): {
  start: LondonWallClockString;
  end: LondonWallClockString;
} {
  if (event.allDay) return { start: `${event.start}T00:00:00`, end: `${event.end}T00:00:00` };
  return {
    start: toLondonWallClock(event.start) ?? event.start,
    end: toLondonWallClock(event.end) ?? event.end,
  };
}

/**
 * The event moved by `startSeconds` and `endSeconds` of wall-clock time: what the person saw
 * on screen. A timed event's new times are read as London times, so 09:00 stays 09:00 across a
 * clock change and a night of 22:00 to 07:00 stays one event of those times (8 or 10 real hours).
 */
export function shiftEvent(
  event: CalendarEvent,
  startSeconds: number,
  endSeconds: number,
  via: CalendarChange['via'],
  resourceId: string | undefined = event.resourceId,
): CalendarChange | null {
  const wall = wallOf(event);
  const start = shiftWallClock(wall.start, startSeconds);
  const end = shiftWallClock(wall.end, endSeconds);
  if (event.allDay) {
    if (end < start) return null;
    return {
      id: event.id,
      start: start.slice(0, 10),
      end: end.slice(0, 10),
      allDay: true,
      via,
      ...(resourceId ? { resourceId } : {}),
    };
  }
  const startsAt = fromLondonWallClock(start);
  const endsAt = fromLondonWallClock(end);
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  return {
    id: event.id,
    start: startsAt.toISOString(),
    end: endsAt.toISOString(),
    allDay: false,
    via,
    ...(resourceId ? { resourceId } : {}),
  };
}

const DAY = 86_400;

/** Which keyboard step a key makes in a view: moving or resizing, by how much. */
export type KeyboardStep =
  | { kind: 'move'; seconds: number }
  | { kind: 'resource'; by: 1 | -1 }
  | { kind: 'resize'; seconds: number };

/**
 * The keyboard's way to move an event (focus on it): Shift+←/→ a day (a slot on the timeline of
 * a day), Shift+↑/↓ a slot earlier or later (a week in the month, the person above or below on
 * the timeline), Alt+↑/↓ shorter or longer by a slot (a day for all-day events).
 */
export function keyboardStep(
  key: string,
  modifiers: { shift: boolean; alt: boolean },
  view: CalendarView,
  allDay: boolean,
  snapMinutes: number,
  timeline: TimelineSpan,
): KeyboardStep | null {
  const slot = allDay ? DAY : snapMinutes * 60;
  const back = key === 'ArrowLeft' || key === 'ArrowUp';
  const sign = back ? -1 : 1;
  if (modifiers.alt && !modifiers.shift) {
    if (key === 'ArrowUp' || key === 'ArrowDown') return { kind: 'resize', seconds: sign * slot };
    return null;
  }
  if (!modifiers.shift || modifiers.alt) return null;
  const across = key === 'ArrowLeft' || key === 'ArrowRight';
  const upDown = key === 'ArrowUp' || key === 'ArrowDown';
  if (!across && !upDown) return null;
  if (view === 'timeline') {
    if (upDown) return { kind: 'resource', by: sign as 1 | -1 };
    return { kind: 'move', seconds: sign * (timeline === 'day' && !allDay ? slot : DAY) };
  }
  if (across) return { kind: 'move', seconds: sign * DAY };
  if (view === 'month' || allDay) return { kind: 'move', seconds: sign * 7 * DAY };
  return { kind: 'move', seconds: sign * slot };
}

/** '8 h', '45 min', '1 h 30 min'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * The times shown on a timed event, on the London clock: '09:00–09:45'. When the clock changes
 * inside it, its real length is said too ('22:00–07:00, 8 h'), since the wall clock alone would
 * suggest an hour more or less.
 */
export function timeText(event: CalendarEvent): string {
  if (event.allDay) return '';
  const start = toLondonWallClock(event.start);
  const end = toLondonWallClock(event.end);
  if (!start || !end) return '';
  const text = `${start.slice(11, 16)}–${end.slice(11, 16)}`;
  const wallMinutes = Math.round((Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 60_000);
  const real = realMinutes(event.start, event.end);
  return real === wallMinutes ? text : `${text}, ${durationText(real)}`;
}

/** 'Sun 29/03/2026 09:00' on the London clock, for announcements. */
export function whenText(change: CalendarChange): string {
  if (change.allDay) {
    const [y, m, d] = change.start.split('-');
    const [y2, m2, d2] = change.end.split('-');
    return change.start === change.end ? `${d}/${m}/${y}` : `${d}/${m}/${y} to ${d2}/${m2}/${y2}`;
  }
  const wall = toLondonWallClock(change.start) ?? '';
  const date = new Date(`${wall.slice(0, 10)}T12:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}
