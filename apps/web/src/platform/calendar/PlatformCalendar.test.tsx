import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { onAPhone } from '../../test/phone';
import type { CalendarChange, CalendarEvent, CalendarResource } from './calendar-events';
import type { CalendarView } from './london-time';
import { PlatformCalendar } from './PlatformCalendar';

// jsdom has no innerText, which the calendar library writes its own labels with (day headers).
const innerText = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get() {
      return this.textContent;
    },
    set(value: string) {
      this.textContent = value;
    },
  });
});
afterAll(() => {
  if (innerText) Object.defineProperty(HTMLElement.prototype, 'innerText', innerText);
  else delete (HTMLElement.prototype as { innerText?: string }).innerText;
});
afterEach(() => vi.unstubAllGlobals());

const PEOPLE: CalendarResource[] = [
  { id: 'amara', title: 'Amara Okafor' },
  { id: 'ben', title: 'Ben Hall' },
];

/** The last week of March 2026: GMT until Sunday 29th at 01:00, BST after. */
const EVENTS: CalendarEvent[] = [
  {
    id: 'interview',
    title: 'Nia Jones',
    start: '2026-03-28T09:00:00.000Z',
    end: '2026-03-28T09:45:00.000Z',
    href: '/opened/nia',
    colour: 'grape',
    badge: { label: 'Booked', colour: 'teal' },
    detail: '45 min, In the office',
    resourceId: 'amara',
  },
  {
    id: 'night',
    title: 'Night sit',
    start: '2026-03-28T22:00:00.000Z',
    end: '2026-03-29T06:00:00.000Z',
    resourceId: 'ben',
  },
];

/** A screen using the calendar: it keeps each change the calendar reports. */
function Harness(props: {
  initialView: CalendarView;
  onMove: (change: CalendarChange) => void;
  onOpen?: (event: CalendarEvent) => void;
}) {
  const [events, setEvents] = useState(EVENTS);
  const [view, setView] = useState(props.initialView);
  const [date, setDate] = useState('2026-03-28');
  const keep = (change: CalendarChange) => {
    props.onMove(change);
    setEvents((all) =>
      all.map((e) =>
        e.id === change.id
          ? { ...e, start: change.start, end: change.end, resourceId: change.resourceId }
          : e,
      ),
    );
  };
  return (
    <PlatformCalendar
      label="Visits"
      listLabel="Visits by day"
      events={events}
      resources={PEOPLE}
      view={view}
      date={date}
      onNavigate={(next) => {
        setView(next.view);
        setDate(next.date);
      }}
      onMove={keep}
      onResize={keep}
      {...(props.onOpen ? { onOpen: props.onOpen } : {})}
    />
  );
}

function renderCalendar(initialView: CalendarView, onOpen?: (event: CalendarEvent) => void) {
  const moves: CalendarChange[] = [];
  const rootRoute = createRootRoute();
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <Harness initialView={initialView} onMove={(c) => moves.push(c)} onOpen={onOpen} />
    ),
  });
  const opened = createRoute({
    getParentRoute: () => rootRoute,
    path: '/opened/$who',
    component: () => <p>Opened the event</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, opened]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient();
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { moves, router };
}

const calendar = () => screen.getByRole('region', { name: 'Visits' });
const shown = () => screen.findByRole('region', { name: 'Visits' });

describe('the platform calendar', () => {
  it('shows a week with each event’s times, link and state, the clock change in its day header', async () => {
    renderCalendar('week');
    await screen.findByRole('heading', { name: 'Week of 23/03/2026' });
    const link = await within(await shown()).findByRole('link', { name: 'Nia Jones' });
    expect(link.getAttribute('href')).toBe('/opened/nia');
    // The event's own colour marks its edge.
    const drawn = link.closest<HTMLElement>('.care360-event');
    expect(drawn?.style.getPropertyValue('--care360-event-accent').trim()).toBe(
      'var(--mantine-color-grape-6)',
    );
    expect(within(calendar()).getByText('Booked')).toBeTruthy();
    expect(within(calendar()).getByText('09:00–09:45')).toBeTruthy();
    // The night crosses midnight into the 23-hour day: one event, 8 real hours.
    const night = within(calendar()).getAllByText('Night sit');
    expect(new Set(night.map((n) => n.dataset.calendarEvent))).toEqual(new Set(['night']));
    expect(within(calendar()).getAllByText('22:00–07:00, 8 h').length).toBeGreaterThan(0);
    expect(calendar().textContent).toContain('clocks go forward, 23 h');
    // A screen that takes new lengths offers the handle and says how.
    expect(calendar().querySelector('.ec-resizer')).not.toBeNull();
    expect(screen.getByText(/or its end to change its length/)).toBeTruthy();
  });

  it('moves focus between events with the arrow keys and moves one with Shift and an arrow', async () => {
    const { moves } = renderCalendar('week');
    const user = userEvent.setup({ delay: null });
    const link = await within(await shown()).findByRole('link', { name: 'Nia Jones' });
    link.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Night sit');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(link);

    // A day later is Sunday, the first day of summer time: still 09:00 on the clock.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(moves).toEqual([
      {
        id: 'interview',
        start: '2026-03-29T08:00:00.000Z',
        end: '2026-03-29T08:45:00.000Z',
        allDay: false,
        resourceId: 'amara',
        via: 'keyboard',
      },
    ]);
    await screen.findByText('Nia Jones moved to Sun 29/03/2026 09:00');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nia Jones'));

    // Shift+↓ a quarter of an hour later; Alt+↓ a quarter of an hour longer.
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(moves.at(-1)?.start).toBe('2026-03-29T08:15:00.000Z');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nia Jones'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(moves.at(-1)).toMatchObject({
      start: '2026-03-29T08:15:00.000Z',
      end: '2026-03-29T09:15:00.000Z',
    });
  });

  it('opens an event’s link in the app with Enter', async () => {
    const { router } = renderCalendar('week');
    const user = userEvent.setup({ delay: null });
    const link = await within(await shown()).findByRole('link', { name: 'Nia Jones' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Opened the event');
    expect(router.state.location.pathname).toBe('/opened/nia');
  });

  it('switches between the month, the day and the people timeline', async () => {
    const { moves } = renderCalendar('week');
    const user = userEvent.setup({ delay: null });
    await within(await shown()).findByRole('link', { name: 'Nia Jones' });

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await screen.findByRole('heading', { name: 'March 2026' });
    expect(calendar().dataset.view).toBe('month');
    await within(calendar()).findByRole('link', { name: 'Nia Jones' });

    await user.click(screen.getByRole('radio', { name: 'Day' }));
    await screen.findByRole('heading', { name: 'Saturday 28/03/2026' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Sunday 29/03/2026' });
    expect(calendar().textContent).toContain('clocks go forward, 23 h');

    await user.click(screen.getByRole('radio', { name: 'People' }));
    await screen.findByRole('heading', { name: 'Sunday 29/03/2026' });
    expect(calendar().dataset.view).toBe('timeline');
    expect(calendar().textContent).toContain('Amara Okafor');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Saturday 28/03/2026' });
    // On the timeline, Shift+↓ gives the event to the person below.
    const link = await within(await shown()).findByRole('link', { name: 'Nia Jones' });
    link.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(moves.at(-1)).toMatchObject({ id: 'interview', resourceId: 'ben' });
  });

  it('opens an event without a link through onOpen, and lists the month by day on a phone', async () => {
    onAPhone();
    const opened: string[] = [];
    renderCalendar('month', (event) => opened.push(event.id));
    const list = await screen.findByRole('region', { name: 'Visits by day' });
    // The night is listed on both of its days, as one event.
    const night = await within(list).findAllByRole('button', { name: 'Night sit' });
    expect(night.length).toBe(2);
    const user = userEvent.setup({ delay: null });
    await user.click(night[0] as HTMLElement);
    expect(opened).toEqual(['night']);
  });
});
