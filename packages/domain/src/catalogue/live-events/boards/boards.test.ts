import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_RECORDS } from '../../registry';
import { boardRowAnswer } from './board';
import { BOARDS, boardOf } from './boards';

/** The /app/live-events rows of docs/screens.tsv: path and title. */
function liveEventScreens(): Array<{ path: string; title: string }> {
  const text = readFileSync(
    join(import.meta.dirname, '../../../../../../docs/screens.tsv'),
    'utf8',
  );
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([path]) => path?.startsWith('/app/live-events/'))
    .map(([path, , , title]) => ({ path: path as string, title: title as string }));
}

const permissions = new Set<string>(
  ALL_RECORDS.flatMap((kind) => Object.values(kind.permissions) as string[]),
);

describe('live boards', () => {
  it('has exactly one board, with its title, for every live-events screen', () => {
    const screens = liveEventScreens();
    expect(screens).toHaveLength(33);
    for (const screen of screens) {
      const boards = BOARDS.filter((board) => board.path === screen.path);
      expect(boards, screen.path).toHaveLength(1);
      expect(boards[0]?.title).toBe(screen.title);
    }
    expect(BOARDS).toHaveLength(screens.length);
  });

  it('finds a board by the path below /app/live-events and nothing else', () => {
    expect(boardOf('clients/visits')?.title).toBe('Live Events - Client Visits');
    expect(boardOf('clients')).toBeUndefined();
    expect(boardOf('../users')).toBeUndefined();
  });

  it('gives every board a declared permission, a rule, and alert actions only on alert rows', () => {
    for (const board of BOARDS) {
      expect(permissions.has(board.permission), board.key).toBe(true);
      expect(board.rule.length, board.key).toBeGreaterThan(20);
      if (board.source.type === 'derived') expect(board.actions, board.key).toEqual([]);
      else expect(board.source.alertSources.length, board.key).toBeGreaterThan(0);
    }
  });

  it('shows the portal alerts from the same sources as the carers boards', () => {
    for (const board of BOARDS.filter((b) => b.key.startsWith('carers/'))) {
      const portal = boardOf(board.key.replace('carers/', 'portal-alerts/'));
      expect(portal?.source, board.key).toEqual(board.source);
      expect(portal?.permission).toBe(board.permission);
    }
  });

  it('refuses a row whose link leaves the app', () => {
    const row = {
      id: 'x',
      at: null,
      severity: 'High',
      subject: 'Hazard',
      detail: '',
      person: null,
      branch: null,
      alert: null,
    };
    expect(boardRowAnswer.safeParse({ ...row, href: '/app/clients/1' }).success).toBe(true);
    expect(boardRowAnswer.safeParse({ ...row, href: 'https://example.com' }).success).toBe(false);
  });
});
