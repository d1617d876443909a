// The scheduler in Chromium, for bench-scheduler.ts (not a test): the app started as `npm start`
// starts it, on the benchmark's database, and two browsers signed in as the admin on the
// benchmark's week. Prints how long the week takes to draw, and how long an allocation made in
// one browser (Shift+↓ on a visit, the keyboard's drag: to the carer of the row below) takes to
// show in the other: from the key pressed in one to the frame that paints the change in the other,
// both on the machine's clock.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { addCalendarDays, type RotaAnswer, ukDate } from '@care360/domain';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import buildWebApp from '../e2e/global-setup';
import { startApp, stop } from '../e2e/support/app-server';

const SAMPLES = Number(process.env.BENCH_MOVES ?? 10);
// How many times the week is opened and drawn again, and scrolled.
const DRAWS = Number(process.env.BENCH_DRAWS ?? 5);

export interface BrowserBench {
  dbUrl: string;
  branchId: string;
  monday: string;
  email: string;
}

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const figures = (samples: number[]) =>
  `p50 ${quantile(samples, 0.5).toFixed(0)} ms   p95 ${quantile(samples, 0.95).toFixed(0)} ms   max ${Math.max(...samples).toFixed(0)} ms (${samples.length} runs)`;

export async function benchSchedulerInBrowser(bench: BrowserBench): Promise<void> {
  buildWebApp();
  // The app as `npm start` runs it, on the benchmark's database.
  const { child, baseURL, dataDir } = await startApp({ DATABASE_URL: bench.dbUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const mover = await signedIn(browser.newContext.bind(browser), baseURL, bench);
    const watcher = await signedIn(browser.newContext.bind(browser), baseURL, bench);
    const rota = (await (
      await mover.request.get(
        `/api/v1/scheduler/rota?branch=${bench.branchId}&from=${bench.monday}&to=${addCalendarDays(bench.monday, 6)}`,
      )
    ).json()) as { data: RotaAnswer };
    const { visits, carers } = rota.data;
    const places = visits.reduce((sum, visit) => sum + visit.carersNeeded, 0);

    // The week by carer: opened (the app's files, the week's answer, the drawing), then drawn
    // again from what the page holds after moving a week on and back.
    const byCarer = await mover.newPage();
    await byCarer.setViewportSize({ width: 1600, height: 1000 });
    const opened: number[] = [];
    const redrawn: number[] = [];
    for (let run = 0; run < DRAWS; run++) {
      const started = performance.now();
      await byCarer.goto('/app/scheduler/v1/carers');
      await eventsDrawn(byCarer, bench.monday);
      opened.push(performance.now() - started);
      await byCarer.getByRole('button', { name: 'Next' }).click();
      await eventsDrawn(byCarer, addCalendarDays(bench.monday, 7));
      const back = performance.now();
      await byCarer.getByRole('button', { name: 'Previous' }).click();
      await eventsDrawn(byCarer, bench.monday);
      redrawn.push(performance.now() - back);
    }
    // Scrolled to the last rows, whose events are drawn as they come near.
    const scrolled: number[] = [];
    for (let run = 0; run < DRAWS; run++) {
      // The screen is drawn first and what is near it after: a scroll starts from both.
      await byCarer.waitForSelector('[data-drawn-reach="near"]', { state: 'attached' });
      const before = await byCarer.evaluate(drawnRows);
      const started = performance.now();
      await byCarer.evaluate(
        (bottom) => window.scrollTo(0, bottom ? document.body.scrollHeight : 0),
        run % 2 === 0,
      );
      await byCarer.waitForFunction(
        (before) =>
          document.querySelector<HTMLElement>('[data-drawn-rows]')?.dataset.drawnRows !== before,
        before,
        { timeout: 60_000, polling: 'raf' },
      );
      await eventsDrawn(byCarer, bench.monday);
      scrolled.push(performance.now() - started);
    }
    await byCarer.evaluate(() => window.scrollTo(0, 0));
    await eventsDrawn(byCarer, bench.monday);
    const profile = process.env.BENCH_PROFILE;
    if (profile) {
      // A CPU profile of the page drawing the week again, for Chrome's DevTools.
      const cdp = await mover.newCDPSession(byCarer);
      await byCarer.getByRole('button', { name: 'Next' }).click();
      await eventsDrawn(byCarer, addCalendarDays(bench.monday, 7));
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await byCarer.getByRole('button', { name: 'Previous' }).click();
      await eventsDrawn(byCarer, bench.monday);
      const { profile: taken } = await cdp.send('Profiler.stop');
      fs.writeFileSync(profile, JSON.stringify(taken));
    }
    const trace = process.env.BENCH_TRACE;
    if (trace) {
      // A performance trace of the same redraw: layouts, style recalculations and scripts.
      await byCarer.getByRole('button', { name: 'Next' }).click();
      await eventsDrawn(byCarer, addCalendarDays(bench.monday, 7));
      await browser.startTracing(byCarer, {
        path: trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await byCarer.getByRole('button', { name: 'Previous' }).click();
      await eventsDrawn(byCarer, bench.monday);
      await browser.stopTracing();
    }
    console.log(
      `The week by carer in Chromium, ${visits.length.toLocaleString('en-GB')} visits (${places.toLocaleString('en-GB')} places) on ${carers.length} carers' rows:`,
    );
    console.log(`  opened and drawn: ${figures(opened)}`);
    console.log(`  drawn again (a week on and back): ${figures(redrawn)}   (aim: within 1 s)`);
    console.log(`  scrolled from the first rows to the last and back: ${figures(scrolled)}`);
    console.log(
      `  (of the week's ${places.toLocaleString('en-GB')} events, ${await byCarer.evaluate(() => document.querySelectorAll('.care360-event').length)} are drawn at the top of the screen: those near it)`,
    );

    // The second browser watches the week by client, where a visit's event names its carers.
    const byClient = await watcher.newPage();
    // A window tall enough for every client's row, so that it draws any visit the mover's screen
    // shows (each draws the events near its screen).
    await byClient.setViewportSize({ width: 1600, height: 8000 });
    await byClient.goto('/app/scheduler/v1/clients');
    await eventsDrawn(byClient, bench.monday);
    const shown: number[] = [];
    const seen: number[] = [];
    for (const visit of visits) {
      if (shown.length >= SAMPLES) break;
      if (visit.carersNeeded !== 1) continue;
      // Shift+↓ gives the visit to the carer of the row below its own (the first carer's, from
      // the Unallocated row): only a visit the rules let that carer take.
      const row = visit.carers[0] ? carers.findIndex((c) => c.id === visit.carers[0]?.carer) : -1;
      const below = carers[row + 1];
      if (!below || (row === -1 && visit.carers.length > 0)) continue;
      const candidates = (await (
        await mover.request.get(`/api/v1/visits/${visit.id}/candidates`)
      ).json()) as { data: { carer: string; refusals: unknown[] }[] };
      const mayTake = candidates.data.find((c) => c.carer === below.id);
      if (!mayTake || mayTake.refusals.length > 0) continue;
      // Each browser draws the events near its screen: both are brought to the visit first.
      const event = byCarer.locator(`a[data-calendar-event="${visit.id}:1"]`);
      const watched = byClient.locator(`a[data-calendar-event="${visit.id}"]`);
      const at = { monday: bench.monday, date: visit.visitDate, time: visit.startTime };
      await byCarer.evaluate(scrollRotaTo, { ...at, row: carers[row]?.name ?? null });
      await byClient.evaluate(scrollRotaTo, { ...at, row: visit.clientName });
      // A visit whose event is drawn again meanwhile (the window moved on) is passed over.
      const ready = await Promise.all([
        event.waitFor({ timeout: 10_000 }).then(() => event.focus({ timeout: 5_000 })),
        watched.waitFor({ timeout: 10_000 }),
      ]).then(
        () => true,
        () => false,
      );
      if (!ready) continue;
      // A CPU profile of the second browser taking in the last allocation, for Chrome's DevTools.
      const profiled =
        process.env.BENCH_PROFILE_SHOWN && shown.length === SAMPLES - 1
          ? await watcher.newCDPSession(byClient)
          : null;
      if (profiled) {
        await profiled.send('Profiler.enable');
        await profiled.send('Profiler.start');
      }
      if (process.env.BENCH_TRACE_SHOWN && shown.length === SAMPLES - 1)
        await browser.startTracing(byClient, {
          path: process.env.BENCH_TRACE_SHOWN,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
      await byCarer.evaluate(() => {
        addEventListener(
          'keydown',
          () => {
            (window as Clocked).at = performance.timeOrigin + performance.now();
          },
          { capture: true, once: true },
        );
      });
      await byClient.evaluate(watchFor, { id: visit.id, name: below.name });
      const started = performance.now();
      await byCarer.keyboard.press('Shift+ArrowDown');
      await watched.filter({ hasText: below.name }).waitFor({ timeout: 30_000 });
      seen.push(performance.now() - started);
      const pressed = await byCarer.evaluate(() => (window as Clocked).at ?? 0);
      const painted = await byClient.evaluate(() => (window as Clocked).at ?? 0);
      shown.push(painted - pressed);
      if (process.env.BENCH_TRACE_SHOWN && shown.length === SAMPLES) await browser.stopTracing();
      if (profiled) {
        const { profile: taken } = await profiled.send('Profiler.stop');
        fs.writeFileSync(process.env.BENCH_PROFILE_SHOWN as string, JSON.stringify(taken));
      }
    }
    if (shown.length === 0) throw new Error('no visit that the carer of the row below may take');
    console.log(
      `An allocation by keyboard drag in one browser, shown in the other: ${figures(shown)}   (aim: within 1 s)`,
    );
    console.log(`  (as this script's polling notices it: ${figures(seen)})`);
  } finally {
    await browser.close();
    await stop(child, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * In a rota page: scrolls the row named `row` to the middle of the screen (the first when null,
 * the Unallocated row) and the timeline sideways to an hour before `date` `time`.
 */
function scrollRotaTo(at: {
  monday: string;
  date: string;
  time: string;
  row: string | null;
}): void {
  const heads = [...document.querySelectorAll<HTMLElement>('.ec-body .ec-row-head')];
  const head =
    at.row === null
      ? heads[0]
      : heads.find((h) => at.row !== null && h.textContent?.includes(at.row));
  head?.scrollIntoView({ block: 'center' });
  const main = document.querySelector<HTMLElement>('.ec-timeline .ec-main');
  if (!main) return;
  const sidebar = document.querySelector<HTMLElement>('.ec-body .ec-sidebar')?.offsetWidth ?? 0;
  const perSecond = (main.scrollWidth - sidebar) / (7 * 86_400);
  const [hours = 0, minutes = 0] = at.time.split(':').map(Number);
  const seconds =
    (Date.parse(`${at.date}T00:00:00Z`) - Date.parse(`${at.monday}T00:00:00Z`)) / 1_000 +
    hours * 3_600 +
    minutes * 60;
  main.scrollLeft = Math.max(0, (seconds - 3_600) * perSecond);
}

/** The rows the rota's calendar draws events on ('0-40'). */
const drawnRows = () =>
  document.querySelector<HTMLElement>('[data-drawn-rows]')?.dataset.drawnRows ?? '';

/** A page's record of when something happened, on the machine's clock (both browsers share it). */
type Clocked = Window & { at?: number };

/**
 * In the watching page: records when the visit's event first names the carer, at the frame that
 * paints it, so the figure is the browsers' own and not this script's polling.
 */
function watchFor({ id, name }: { id: string; name: string }): void {
  const page = window as Clocked;
  page.at = undefined;
  const observer = new MutationObserver(() => {
    const event = document.querySelector(`a[data-calendar-event="${id}"]`);
    if (!event?.textContent?.includes(name)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      page.at = performance.timeOrigin + performance.now();
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** A browser context signed in, with the scheduler's saved filter on the benchmark's week. */
async function signedIn(
  newContext: (options: { baseURL: string }) => Promise<BrowserContext>,
  baseURL: string,
  bench: BrowserBench,
): Promise<BrowserContext> {
  const context = await newContext({ baseURL });
  const login = await context.request.post('/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: baseURL },
    data: { email: bench.email, password: 'care360demo' },
  });
  if (!login.ok()) throw new Error(`sign-in answered ${login.status()}`);
  const filter = { branch: bench.branchId, date: bench.monday, span: 'week' };
  await context.addCookies([
    {
      name: 'care360_filter_scheduler',
      value: encodeURIComponent(JSON.stringify(filter)),
      url: baseURL,
    },
  ]);
  return context;
}

/**
 * Waits until the rota shows the week of `monday` with every event it was given drawn: on a busy
 * week, those near the screen (the calendar says how many on its element).
 */
async function eventsDrawn(page: Page, monday: string): Promise<void> {
  const heading = `Week of ${ukDate(monday)}`;
  await page.waitForFunction(
    (heading) => {
      const host = document.querySelector<HTMLElement>('[data-events-given]');
      const given = Number(host?.dataset.eventsGiven ?? 0);
      return (
        document.body.textContent?.includes(heading) &&
        given > 0 &&
        host?.querySelectorAll('.care360-event').length === given
      );
    },
    heading,
    { timeout: 60_000, polling: 'raf' },
  );
}
