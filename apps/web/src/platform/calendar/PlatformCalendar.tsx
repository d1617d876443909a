import { addCalendarDays, ukCalendarDate, ukDate } from '@care360/domain';
import {
  createCalendar,
  DayGrid,
  destroyCalendar,
  type Calendar as EventCalendar,
  Interaction,
  List,
  ResourceTimeline,
  TimeGrid,
} from '@event-calendar/core';
import '@event-calendar/core/index.css';
import { Box, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePhone } from '../use-phone';
import {
  type CalendarChange,
  type CalendarEvent,
  type CalendarResource,
  keyboardStep,
  mantineColour,
  shiftEvent,
  timeText,
  toLibraryEvent,
  whenText,
} from './calendar-events';
import { keepCalendarGridsReadable } from './calendar-grid-roles';
import {
  DRAW_ALL_UP_TO,
  type DrawnWindow,
  eventsInWindow,
  measureDrawnWindow,
  sameWindow,
  type WindowReach,
} from './drawn-window';
import { type ShownEvents, shownEventsOf, updateLibraryEvents } from './library-events';
import {
  type CalendarView,
  calendarPeriod,
  clockChangesBetween,
  stepPeriod,
  type TimelineSpan,
} from './london-time';
import './platform-calendar.css';

const VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  timeline: 'People',
};

export interface PlatformCalendarProps {
  /** The calendar's accessible name ('Interviews'). */
  label: string;
  events: CalendarEvent[];
  /** People (or rooms) as the timeline's rows; the People view is offered only with them. */
  resources?: CalendarResource[];
  view: CalendarView;
  /** A UK date inside the period shown. */
  date: string;
  /** The view or the date changed (Previous, Next, Today, the view switch). */
  onNavigate: (next: { view: CalendarView; date: string }) => void;
  /** The views offered, in order; the default is every one that applies. */
  views?: CalendarView[];
  /** How much the People view spans: a day of hours (default), a week or a month of days. */
  timelineSpan?: TimelineSpan;
  /**
   * An event was dragged or moved by keyboard. Answer false (or reject) to put it back; the
   * screen shows the new place by passing the changed event in `events`.
   */
  onMove?: (change: CalendarChange) => unknown;
  /** An event was resized (its end moved). */
  onResize?: (change: CalendarChange) => unknown;
  /** An event was opened (click or Enter) and has no `href`. */
  onOpen?: (event: CalendarEvent) => void;
  /** A day (or a time on it) was chosen, for creating or booking from it. */
  onDayClick?: (at: { date: string; time?: string; resourceId?: string }) => void;
  /** The label of the list a phone shows for the month and week ('Interviews by day'). */
  listLabel?: string;
  /** Said when the period has no events. */
  emptyText?: string;
  /** The keyboard's and the drag's step for timed events, in minutes. */
  snapMinutes?: number;
  /** The heading level of the period's title. */
  headingOrder?: 2 | 3;
}

/** The library's view for ours: a phone gets lists for the month and the week. */
function libraryView(view: CalendarView, phone: boolean, span: TimelineSpan): string {
  switch (view) {
    case 'month':
      return phone ? 'listMonth' : 'dayGridMonth';
    case 'week':
      return phone ? 'listWeek' : 'timeGridWeek';
    case 'day':
      return 'timeGridDay';
    case 'timeline':
      return span === 'day'
        ? 'resourceTimelineDay'
        : span === 'week'
          ? 'resourceTimelineWeek'
          : 'resourceTimelineMonth';
  }
}

/** The period's heading: 'November 2026', 'Week of 23/11/2026', 'Monday 23/11/2026'. */
function headingOf(view: CalendarView, date: string, span: TimelineSpan): string {
  const { from } = calendarPeriod(view, date, span);
  const effective = view === 'timeline' ? span : view;
  if (effective === 'month') {
    return new Date(`${from}T12:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  if (effective === 'week') return `Week of ${ukDate(from)}`;
  const weekday = new Date(`${from}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return `${weekday} ${ukDate(from)}`;
}

/** A library date (wall clock in a local Date's fields) as a UK date string. */
const dateOfLocal = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const CHANGE_NOTE = { forward: 'clocks go forward', back: 'clocks go back' } as const;

/** How many events the calendar was given to draw, on its element, for benchmarks to wait on. */
const givenCount = (host: HTMLElement | null, events: readonly EventCalendar.EventInput[]) => {
  if (host)
    host.dataset.eventsGiven = String(events.filter((e) => e.display !== 'background').length);
};

/** The focusable element of an event (its link or button). */
const focusableOf = (root: HTMLElement, id: string) =>
  [...root.querySelectorAll<HTMLElement>('[data-calendar-event]')].find(
    (element) => element.dataset.calendarEvent === id,
  ) ?? null;

/**
 * The one calendar of the app: month, week, day and a resource timeline (people as rows), with
 * drag and drop, resize and keyboard use, in Europe/London wall-clock time whatever the browser's
 * zone (london-time.ts says how). Built on @event-calendar/core; the toolbar, the event's content
 * and the colours are Mantine's.
 *
 * Keyboard: Tab reaches the events; ←/→/↑/↓ go to the previous or next event, Home and End to the
 * first and last; Enter opens one; Shift+arrows move it and Alt+↑/↓ shorten or lengthen it
 * (keyboardStep says by how much in each view).
 */
export function PlatformCalendar(props: PlatformCalendarProps) {
  const {
    label,
    events,
    resources,
    view,
    date,
    onNavigate,
    timelineSpan = 'day',
    listLabel,
    emptyText,
    snapMinutes = 15,
    headingOrder = 2,
  } = props;
  const phone = usePhone();
  const navigate = useNavigate();
  const hostRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<EventCalendar | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Callbacks the library holds are read through a ref, so it never calls a stale closure.
  const latest = useRef(props);
  latest.current = props;
  const pendingFocus = useRef<string | null>(null);
  const shownEvents = useRef<ShownEvents | null>(null);
  const canMove = Boolean(props.onMove);
  // A screen that takes no new lengths shows no resize handle, and says nothing of one.
  const canResize = Boolean(props.onResize);
  const offered =
    props.views ??
    (['month', 'week', 'day', 'timeline'] as CalendarView[]).filter(
      (v) => v !== 'timeline' || (resources?.length ?? 0) > 0,
    );
  const today = ukCalendarDate();
  const period = calendarPeriod(view, date, timelineSpan);

  const byId = useMemo(() => new Map(events.map((e) => [e.id, e])), [events]);
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  const libraryEvents = useMemo(() => {
    const list: object[] = events.flatMap((e) => toLibraryEvent(e, canMove) ?? []);
    // The hour that does not happen, and the one that happens twice, marked on the grid.
    for (const { date: day, change } of clockChangesBetween(
      addCalendarDays(period.from, -7),
      addCalendarDays(period.to, 7),
    )) {
      list.push({
        id: `clock-change-${day}`,
        start: `${day}T01:00:00`,
        end: `${day}T02:00:00`,
        display: 'background',
        classNames: [`care360-clock-${change.kind}`],
        title:
          change.kind === 'forward' ? '01:00–02:00 does not happen' : '01:00–02:00 happens twice',
      });
    }
    return list;
  }, [events, canMove, period.from, period.to]);

  // The rows as the library takes them, given again only when they change (setOption redraws all).
  const resourceRows = useMemo(
    () => (resources ?? []).map((r) => ({ id: r.id, title: r.title })),
    [resources],
  );

  // A busy people timeline is given the events near the screen (drawn-window.ts says why), and
  // the one event keyboard focus is going to wherever it is.
  // Measured for one period: another is drawn once the library has scrolled it to its morning,
  // rather than first where the last one was and again after the scroll.
  const [measured, setMeasured] = useState<{
    period: string;
    window: DrawnWindow;
    reach: WindowReach;
  } | null>(null);
  const periodKey = `${view}:${timelineSpan}:${period.from}`;
  const shownPeriod = useRef(periodKey);
  shownPeriod.current = periodKey;
  // The period whose screen has been measured: its next measure reaches near it too.
  const measuredPeriod = useRef<string | null>(null);
  const drawnWindow = measured?.period === periodKey ? measured.window : null;
  const [keptDrawn, setKeptDrawn] = useState<string | null>(null);
  const windowed = view === 'timeline' && libraryEvents.length > DRAW_ALL_UP_TO;
  const drawnEvents = useMemo(
    () =>
      windowed
        ? eventsInWindow(
            libraryEvents as EventCalendar.EventInput[],
            resourceRows.map((r) => r.id),
            period.from,
            drawnWindow,
            new Set(keptDrawn ? [keptDrawn] : []),
          )
        : (libraryEvents as EventCalendar.EventInput[]),
    [windowed, libraryEvents, resourceRows, period.from, drawnWindow, keptDrawn],
  );
  const periodSeconds = useRef(0);
  periodSeconds.current =
    (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 1_000 +
    86_400;

  /** Asks the screen to keep a change; puts the event back when it refuses. */
  const commit = (change: CalendarChange, kind: 'move' | 'resize', revert?: () => void): void => {
    const handler = kind === 'move' ? latest.current.onMove : latest.current.onResize;
    const title = byIdRef.current.get(change.id)?.title ?? 'The event';
    if (!handler) {
      revert?.();
      return;
    }
    const said = `${title} ${kind === 'move' ? 'moved to' : 'now ends'} ${
      kind === 'move' ? whenText(change) : whenText({ ...change, start: change.end })
    }`;
    Promise.resolve(handler(change))
      .then((answer) => {
        if (answer === false) {
          revert?.();
          setAnnouncement(`${title} was not moved`);
        } else setAnnouncement(said);
      })
      .catch(() => {
        revert?.();
        setAnnouncement(`${title} was not moved`);
      });
  };

  // Created once; every later change of options goes through setOption.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options after the first are set below
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const calendar = createCalendar(
      host,
      [DayGrid, TimeGrid, List, ResourceTimeline, Interaction],
      {
        // Wall clock laid out as UTC: see london-time.ts.
        timeZone: 'UTC',
        locale: 'en-GB',
        firstDay: 1,
        headerToolbar: { start: '', center: '', end: '' },
        height: 'auto',
        view: libraryView(view, phone, timelineSpan),
        date,
        events: drawnEvents,
        resources: resourceRows,
        allDaySlot: true,
        allDayContent: 'All day',
        // Every event of a day is shown, as a person counting who is off expects.
        dayMaxEvents: false,
        nowIndicator: true,
        scrollTime: '07:00:00',
        slotDuration: '00:30:00',
        snapDuration: { minutes: snapMinutes },
        eventDurationEditable: canResize,
        eventTimeFormat: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
        slotLabelFormat: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
        dayHeaderFormat: (d: Date) => {
          const day = dateOfLocal(d);
          const change = clockChangesBetween(day, day)[0];
          const text = d.toLocaleDateString('en-GB', {
            weekday: 'short',
            day: 'numeric',
            month: 'numeric',
          });
          return change
            ? `${text} (${CHANGE_NOTE[change.change.kind]}, ${change.change.hours} h)`
            : text;
        },
        buttonText: (text) => ({ ...text, today: 'Today' }),
        noEventsContent: () => latest.current.emptyText ?? 'Nothing in this period.',
        eventContent: (info) => ({
          domNodes: [eventNode(info.event.extendedProps.source as CalendarEvent)],
        }),
        dateClick: (info) => {
          const handler = latest.current.onDayClick;
          if (!handler) return;
          const [day = '', time] = info.dateStr.split('T');
          handler({
            date: day,
            ...(info.allDay || !time ? {} : { time: time.slice(0, 5) }),
            ...(info.resource ? { resourceId: String(info.resource.id) } : {}),
          });
        },
        eventDrop: (info) => {
          const source = byIdRef.current.get(String(info.event.id));
          if (!source) return info.revert();
          const seconds = info.delta.days * 86_400 + info.delta.seconds;
          const change = shiftEvent(
            source,
            seconds,
            seconds,
            'drag',
            info.newResource ? String(info.newResource.id) : source.resourceId,
          );
          if (!change) return info.revert();
          commit(change, 'move', info.revert);
        },
        eventResize: (info) => {
          const source = byIdRef.current.get(String(info.event.id));
          if (!source) return info.revert();
          const change = shiftEvent(
            source,
            0,
            info.endDelta.days * 86_400 + info.endDelta.seconds,
            'drag',
          );
          if (!change) return info.revert();
          commit(change, 'resize', info.revert);
        },
      },
    );
    calendarRef.current = calendar;
    shownEvents.current = shownEventsOf(drawnEvents);
    givenCount(host, drawnEvents);
    const stopPlain = keepCalendarGridsReadable(host, headingOrder + 1);
    // What is on screen, read once a frame at most, after a scroll or a change of the layout.
    let frame = 0;
    const measure = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const period = shownPeriod.current;
        // A period opened draws what is on screen first; the events near it follow once that is
        // painted (the observer below measures again when they change the page).
        const reach = measuredPeriod.current === period ? 'near' : 'screen';
        const next = measureDrawnWindow(host, periodSeconds.current, reach);
        if (!next) return;
        measuredPeriod.current = period;
        setMeasured((shown) =>
          shown?.period === period && shown.reach === reach && sameWindow(shown.window, next)
            ? shown
            : { period, window: next, reach },
        );
        // When the screen's events change nothing on the page, nothing else measures again.
        if (reach === 'screen') setTimeout(measure, 0);
      });
    };
    // An event moved by keyboard is drawn anew in its place: focus follows it there. (Watched
    // here rather than per event as the library mounts it, which costs every event of a week.)
    const keepFocus = new MutationObserver(() => {
      measure();
      const id = pendingFocus.current;
      const element = id ? focusableOf(host, id) : null;
      if (!element) return;
      pendingFocus.current = null;
      if (document.activeElement !== element) element.focus();
    });
    keepFocus.observe(host, { childList: true, subtree: true });
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      frame = -1;
      document.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      keepFocus.disconnect();
      stopPlain();
      calendarRef.current = null;
      // After the library's own pending layout work, which reads its elements, has run.
      setTimeout(() => void destroyCalendar(calendar), 0);
    };
  }, []);

  /** An event's content: its times, its link (or button), its state and a line of detail. */
  function eventNode(event: CalendarEvent | undefined): Node {
    const root = document.createElement('div');
    root.className = 'care360-event-body';
    if (!event) return root;
    const times = timeText(event);
    if (times) {
      const time = document.createElement('span');
      time.className = 'care360-event-time';
      time.textContent = times;
      root.append(time);
    }
    const opensWith = event.href ? 'a' : latest.current.onOpen ? 'button' : 'span';
    const title = document.createElement(opensWith);
    title.className = 'care360-event-title';
    title.textContent = event.title;
    title.dataset.calendarEvent = event.id;
    if (title instanceof HTMLAnchorElement && event.href) {
      title.href = event.href;
      // A link is dragged natively by the browser; the calendar drags the event instead.
      title.draggable = false;
    } else if (title instanceof HTMLButtonElement) title.type = 'button';
    else title.tabIndex = 0;
    root.append(title);
    if (event.badge) {
      const badge = document.createElement('span');
      badge.className = `care360-event-badge care360-event-badge-${event.badge.variant ?? 'light'}`;
      badge.style.setProperty('--care360-badge-colour', mantineColour(event.badge.colour));
      badge.textContent = event.badge.label;
      root.append(badge);
    }
    if (event.detail) {
      const detail = document.createElement('span');
      detail.className = 'care360-event-detail';
      detail.textContent = event.detail;
      root.append(detail);
    }
    return root;
  }

  // Options that follow the props.
  useEffect(() => {
    calendarRef.current?.setOption('view', libraryView(view, phone, timelineSpan));
  }, [view, phone, timelineSpan]);
  useEffect(() => {
    calendarRef.current?.setOption('date', date);
  }, [date]);
  // Only what changed is handed over: a live refresh of a busy week redraws the visit that moved.
  useEffect(() => {
    const calendar = calendarRef.current;
    if (!calendar) return;
    shownEvents.current = updateLibraryEvents(calendar, drawnEvents, shownEvents.current);
    givenCount(hostRef.current, drawnEvents);
  }, [drawnEvents]);
  const drawnReach = drawnWindow ? measured?.reach : undefined;
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    host.dataset.drawnRows = drawnWindow ? `${drawnWindow.rowFrom}-${drawnWindow.rowTo}` : '';
    host.dataset.drawnReach = drawnReach ?? '';
  }, [drawnWindow, drawnReach]);
  const shownRows = useRef(JSON.stringify(resourceRows));
  useEffect(() => {
    const rows = JSON.stringify(resourceRows);
    if (rows === shownRows.current) return;
    shownRows.current = rows;
    calendarRef.current?.setOption('resources', resourceRows);
  }, [resourceRows]);
  useEffect(() => {
    calendarRef.current?.setOption('selectable', false);
    calendarRef.current?.setOption('editable', canMove);
  }, [canMove]);

  /** Events in time order, as keyboard focus walks them. */
  const ordered = useMemo(
    () =>
      [...events].sort((a, b) =>
        a.start === b.start ? a.title.localeCompare(b.title) : a.start < b.start ? -1 : 1,
      ),
    [events],
  );

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    const host = hostRef.current;
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-calendar-event]');
    if (!host || !target) return;
    const id = target.dataset.calendarEvent ?? '';
    const event = byId.get(id);
    if (!event) return;
    // Opening: a link or a button opens itself; a plain event opens through onOpen.
    if (e.key === 'Enter' && target.tagName === 'SPAN') {
      e.preventDefault();
      latest.current.onOpen?.(event);
      return;
    }
    const step = keyboardStep(
      e.key,
      { shift: e.shiftKey, alt: e.altKey },
      view,
      event.allDay === true,
      snapMinutes,
      timelineSpan,
    );
    if (step) {
      e.preventDefault();
      if (!latest.current.onMove || event.editable === false) {
        setAnnouncement(`${event.title} cannot be moved here`);
        return;
      }
      if (step.kind === 'resize') {
        if (!latest.current.onResize) return;
        const change = shiftEvent(event, 0, step.seconds, 'keyboard');
        if (!change) return;
        pendingFocus.current = id;
        commit(change, 'resize');
        return;
      }
      let resourceId = event.resourceId;
      let seconds = 0;
      if (step.kind === 'resource') {
        const rows = resources ?? [];
        const at = rows.findIndex((r) => r.id === event.resourceId);
        const next = rows[at + step.by];
        if (!next) return;
        resourceId = next.id;
      } else seconds = step.seconds;
      const change = shiftEvent(event, seconds, seconds, 'keyboard', resourceId);
      if (!change) return;
      pendingFocus.current = id;
      if (windowed) setKeptDrawn(id);
      commit(change, 'move');
      return;
    }
    if (e.altKey || e.shiftKey || e.ctrlKey || e.metaKey) return;
    const at = ordered.findIndex((x) => x.id === id);
    const goTo =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? ordered[at + 1]
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? ordered[at - 1]
          : e.key === 'Home'
            ? ordered[0]
            : e.key === 'End'
              ? ordered.at(-1)
              : undefined;
    if (!goTo) return;
    const next = focusableOf(host, goTo.id);
    if (next) {
      e.preventDefault();
      next.focus();
    } else if (windowed) {
      // Not drawn, being off screen: drawn now, and focused once it is (the observer above).
      e.preventDefault();
      pendingFocus.current = goTo.id;
      setKeptDrawn(goTo.id);
    }
  }

  /** A click on an event's link opens it in the app, unless the pointer was dragging it. */
  const pointerDown = useRef<{ x: number; y: number } | null>(null);
  function onClick(e: React.MouseEvent<HTMLDivElement>) {
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-calendar-event]');
    if (!target) return;
    const event = byId.get(target.dataset.calendarEvent ?? '');
    if (!event) return;
    const down = pointerDown.current;
    const dragged = down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > 4;
    if (target instanceof HTMLAnchorElement) {
      // A modified click (new tab) is the browser's.
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      if (!dragged && event.href) void navigate({ to: event.href });
      return;
    }
    if (!dragged) latest.current.onOpen?.(event);
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={() => onNavigate({ view, date: stepPeriod(view, date, -1, timelineSpan) })}
          >
            Previous
          </Button>
          <Button
            variant="default"
            onClick={() => onNavigate({ view, date: today })}
            visibleFrom="sm"
          >
            Today
          </Button>
          <Button
            variant="default"
            onClick={() => onNavigate({ view, date: stepPeriod(view, date, 1, timelineSpan) })}
          >
            Next
          </Button>
        </Group>
        <Title order={headingOrder} size="h3" aria-live="polite">
          {headingOf(view, date, timelineSpan)}
        </Title>
        {offered.length > 1 && (
          <SegmentedControl
            aria-label="Show"
            value={view}
            onChange={(value) => onNavigate({ view: value as CalendarView, date })}
            data={offered.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          />
        )}
      </Group>
      {events.length === 0 && emptyText && <Text>{emptyText}</Text>}
      <Box
        ref={hostRef}
        className="care360-calendar"
        role="region"
        aria-label={phone && listLabel && (view === 'month' || view === 'week') ? listLabel : label}
        data-view={view}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerDown={(e: React.PointerEvent) => {
          pointerDown.current = { x: e.clientX, y: e.clientY };
        }}
      />
      {canMove && (
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {canResize
            ? 'Drag an event to move it, or its end to change its length. With the keyboard: Shift and the arrow keys move the event in focus, Alt and the up and down arrows shorten or lengthen it.'
            : 'Drag an event to move it. With the keyboard: Shift and the arrow keys move the event in focus.'}
        </Text>
      )}
      <div aria-live="polite" className="care360-visually-hidden">
        {announcement}
      </div>
    </Stack>
  );
}
