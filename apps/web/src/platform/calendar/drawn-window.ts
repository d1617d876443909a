import type { Calendar as EventCalendar } from '@event-calendar/core';

/**
 * The part of a people timeline worth drawing: the rows and the hours on screen, with half a
 * screen's worth either side. The library lays out every event it is given, a Svelte component each, and a
 * branch's week is thousands of visits on a grid of which a screen shows a fraction; events out of
 * it are handed over as they come near.
 */
export interface DrawnWindow {
  /** Row indexes, from included, to excluded. */
  rowFrom: number;
  rowTo: number;
  /** Seconds of wall clock from the start of the period shown. */
  fromSeconds: number;
  toSeconds: number;
}

/** A calendar of more events than this, on a people timeline, draws only those near the screen. */
export const DRAW_ALL_UP_TO = 300;

const secondsOf = (wallClock: unknown): number => {
  const text = String(wallClock);
  return Date.parse(`${text.length === 10 ? `${text}T00:00:00` : text.slice(0, 19)}Z`) / 1_000;
};

/**
 * The events of `events` the window holds: those on one of its rows and overlapping its hours,
 * and every event without a row (backgrounds) or named in `keep` (the one focused or moved).
 */
export function eventsInWindow(
  events: readonly EventCalendar.EventInput[],
  rows: readonly string[],
  periodFrom: string,
  window: DrawnWindow | null,
  keep: ReadonlySet<string>,
): EventCalendar.EventInput[] {
  const start = secondsOf(periodFrom);
  const rowsIn = new Set(window ? rows.slice(window.rowFrom, window.rowTo) : []);
  return events.filter((event) => {
    if (!event.resourceIds || keep.has(String(event.id))) return true;
    const on = Array.isArray(event.resourceIds) ? event.resourceIds : [event.resourceIds];
    if (!window || !on.some((id) => rowsIn.has(String(id)))) return false;
    return (
      secondsOf(event.start) - start < window.toSeconds &&
      secondsOf(event.end) - start > window.fromSeconds
    );
  });
}

/**
 * How far a window reaches: `screen` is what is on screen, to the whole row and hour, drawn first
 * when a period opens so that the screen is complete as soon as it can be; `near` adds half a
 * screen either side in whole blocks, drawn once that is painted, so that a scroll of less than
 * that finds its events already drawn and a small one redraws nothing.
 */
export type WindowReach = 'screen' | 'near';

const REACH = {
  screen: { beside: 0, rowBlock: 1, secondsBlock: 3_600 },
  near: { beside: 0.5, rowBlock: 5, secondsBlock: 3 * 3_600 },
} as const;

/** The window rounded out to whole blocks, so that nearby scroll positions give the same one. */
export function roundedWindow(
  rowsOnScreen: { first: number; last: number },
  secondsOnScreen: { from: number; to: number },
  rowCount: number,
  reach: WindowReach = 'near',
): DrawnWindow {
  const { beside, rowBlock, secondsBlock } = REACH[reach];
  const rowsBeside = Math.ceil((rowsOnScreen.last - rowsOnScreen.first + 1) * beside);
  const secondsBeside = (secondsOnScreen.to - secondsOnScreen.from) * beside;
  return {
    rowFrom: Math.max(0, Math.floor((rowsOnScreen.first - rowsBeside) / rowBlock) * rowBlock),
    rowTo: Math.min(
      rowCount,
      Math.ceil((rowsOnScreen.last + 1 + rowsBeside) / rowBlock) * rowBlock,
    ),
    fromSeconds: Math.floor((secondsOnScreen.from - secondsBeside) / secondsBlock) * secondsBlock,
    toSeconds: Math.ceil((secondsOnScreen.to + secondsBeside) / secondsBlock) * secondsBlock,
  };
}

export const sameWindow = (a: DrawnWindow | null, b: DrawnWindow | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.rowFrom === b.rowFrom &&
    a.rowTo === b.rowTo &&
    a.fromSeconds === b.fromSeconds &&
    a.toSeconds === b.toSeconds);

/**
 * What the timeline in `host` has on screen, read from its layout: the row heads against the
 * viewport, and the sideways scroll against the period's width. Null when it has no rows laid out
 * (another view, or nothing drawn yet).
 */
export function measureDrawnWindow(
  host: HTMLElement,
  periodSeconds: number,
  reach: WindowReach = 'near',
): DrawnWindow | null {
  const main = host.querySelector<HTMLElement>('.ec-timeline .ec-main');
  const heads = host.querySelectorAll<HTMLElement>('.ec-body .ec-row-head');
  if (!main || heads.length === 0) return null;
  const viewport = window.innerHeight;
  let first = -1;
  let last = -1;
  heads.forEach((head, index) => {
    const { top, bottom } = head.getBoundingClientRect();
    if (bottom < 0 || top > viewport) return;
    if (first < 0) first = index;
    last = index;
  });
  if (first < 0) {
    // The timeline is above or below the screen: its nearest edge is what comes into view.
    const above = (heads[0]?.getBoundingClientRect().top ?? 0) > viewport;
    first = above ? 0 : heads.length - 1;
    last = first;
  }
  const sidebar = host.querySelector<HTMLElement>('.ec-body .ec-sidebar')?.offsetWidth ?? 0;
  const width = main.scrollWidth - sidebar;
  const perSecond = width > 0 ? width / periodSeconds : 0;
  const shown = Math.max(0, main.clientWidth - sidebar);
  const from = perSecond > 0 ? Math.abs(main.scrollLeft) / perSecond : 0;
  const to = perSecond > 0 ? from + shown / perSecond : periodSeconds;
  return roundedWindow({ first, last }, { from, to }, heads.length, reach);
}
