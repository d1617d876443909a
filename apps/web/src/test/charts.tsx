import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';

/** What chart tests share: a laid-out container, a router for links, a chart's table as text. */

/** jsdom lays nothing out: the charts' container is told it is 600 × 300 so that they draw. */
export function layChartsOut() {
  const NoLayout = window.ResizeObserver;
  beforeAll(() => {
    window.ResizeObserver = class {
      constructor(private readonly told: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { width: 600, height: 300 } as DOMRectReadOnly;
        this.told([{ target, contentRect } as ResizeObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    window.ResizeObserver = NoLayout;
  });
}

/** A report drawn inside a router, as its links need one. */
export function shownInRouter(report: ReactNode) {
  const root = createRootRoute({ component: () => <MantineProvider>{report}</MantineProvider> });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

/** The rows of the table named by a chart's title, as cell text. */
export async function tableRowsOf(title: string) {
  const table = await screen.findByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
