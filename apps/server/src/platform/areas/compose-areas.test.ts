import type { Db } from '@care360/db';
import {
  WORKLIST_GROUP_LIMIT,
  WORKLIST_GROUPS,
  type WorklistGroupKey,
  type WorklistLine,
} from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { defineRoute, SIGNED_IN } from '../http/route';
import type { RecordHooks } from '../records/record-hooks';
import { worklistOf, worklistRegistry } from '../worklist/worklist';
import type { WorklistContribution } from '../worklist/worklist-contribution';
import type { AreaManifest } from './area-manifest';
import { composeAreas } from './compose-areas';

/**
 * How the platform composes the areas' manifests: hooks of one kind from several areas run in
 * turn, each person file takes its one area's extension, every worklist group has one
 * contributor, and a mistake stops the composition with a message that names it.
 */

const ALL_KEYS = WORKLIST_GROUPS.map((group) => group.key);
/** The groups no probe area fills, so that a composition is complete. */
const rest = (...taken: WorklistGroupKey[]): WorklistContribution => ({
  groups: ALL_KEYS.filter((key) => !taken.includes(key)),
  lines: async () => ({}),
});
const filler: AreaManifest = { name: 'filler', worklist: [rest()] };

const line = (n: number): WorklistLine => ({
  clientId: '00000000-0000-4000-8000-000000000001',
  clientName: `Person ${n}`,
  detail: `Work ${n}`,
  href: `/app/clients/${n}`,
});

/** Hooks that note each call of beforeCreate in `calls`. */
function noting(calls: string[], name: string): RecordHooks {
  return {
    async beforeCreate() {
      calls.push(name);
    },
  };
}

const probeRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/probe-area',
  access: SIGNED_IN,
  summary: 'A probe',
  answer: z.null(),
  async handler() {
    return { data: null };
  },
});

const auth = (permissions: string[]) =>
  ({ user: { userRole: 'Probe', userPermissions: permissions } }) as unknown as AuthContext;

describe('composeAreas', () => {
  it('runs the hooks every area gives one kind, in the order of the areas and of their sets', async () => {
    const calls: string[] = [];
    const own = noting(calls, 'lone');
    const areas: AreaManifest[] = [
      { name: 'first', recordHooks: [{ clients: noting(calls, 'first') }, { users: own }] },
      filler,
      {
        name: 'second',
        recordHooks: [
          { clients: noting(calls, 'second.a') },
          { clients: noting(calls, 'second.b') },
        ],
      },
    ];
    const composed = composeAreas(areas);
    await composed.hooksOf('clients')?.beforeCreate?.({ values: {} }, {} as never);
    expect(calls).toEqual(['first', 'second.a', 'second.b']);
    // A kind one set hooks keeps that very set; a kind none hooks has none.
    expect(composed.hooksOf('users')).toBe(own);
    expect(composed.hooksOf('client-logs')).toBeUndefined();
  });

  it('gives each person file its area’s extension', () => {
    const extension = { historySections: { probe: 'Probe' } };
    const composed = composeAreas([
      filler,
      { name: 'clients', personFileExtensions: { clients: extension } },
    ]);
    expect(composed.extensionOf('clients')).toBe(extension);
    expect(composed.extensionOf('applicants')).toBeUndefined();
  });

  it('serves the areas’ routes, the worklist and every record kind’s routes', () => {
    const urls = composeAreas([filler, { name: 'probe', routes: [probeRoute] }]).routes.map(
      (route) => `${route.method} ${route.url}`,
    );
    expect(urls).toContain('GET /api/v1/probe-area');
    expect(urls).toContain('GET /api/v1/worklist');
    expect(urls).toContain('GET /api/v1/clients');
  });

  it('lets an area’s route stand in for the generated one at its address, once', () => {
    const branchesList = {
      ...probeRoute,
      url: '/api/v1/branches',
      replacesGenerated: true,
    } as const;
    const routes = composeAreas([filler, { name: 'probe', routes: [branchesList] }]).routes;
    const atAddress = routes.filter((r) => r.method === 'GET' && r.url === '/api/v1/branches');
    expect(atAddress).toEqual([branchesList]);
  });

  it.each([
    [
      'a replacement of a generated route that does not exist',
      [filler, { name: 'probe', routes: [{ ...probeRoute, replacesGenerated: true }] }],
      'No generated route to replace at GET /api/v1/probe-area.',
    ],
    [
      'a hook for a kind that is not declared',
      [filler, { name: 'typo', recordHooks: [{ 'client-medicatoins': {} }] }],
      'The typo area hooks "client-medicatoins", which is no declared kind.',
    ],
    [
      'an extension of a person file that does not exist',
      [filler, { name: 'typo', personFileExtensions: { clinets: {} } }],
      'The typo area extends "clinets", which has no person file.',
    ],
    [
      'two areas extending one person file',
      [
        filler,
        { name: 'clients', personFileExtensions: { clients: {} } },
        { name: 'other', personFileExtensions: { clients: {} } },
      ],
      'The clients and other areas both extend "clients".',
    ],
    ['two areas of one name', [filler, { name: 'filler' }], 'Two areas are named "filler".'],
    [
      'an event kind that is a record kind’s',
      [filler, { name: 'typo', eventKinds: { clients: 'clients.read' } }],
      'The event kind "clients" is a record kind’s or the jobs’: it needs no entry.',
    ],
    [
      'one event kind read with two permissions',
      [
        filler,
        { name: 'one', eventKinds: { 'probe-doses': 'clients.read' } },
        { name: 'two', eventKinds: { 'probe-doses': 'users.read' } },
      ],
      'The event kind "probe-doses" is read with clients.read, not users.read.',
    ],
    [
      'a worklist group filled twice',
      [filler, { name: 'again', worklist: [{ groups: ['in-hospital'], lines: async () => ({}) }] }],
      'Two areas contribute the worklist group "in-hospital".',
    ],
    [
      'a worklist group no one fills',
      [{ name: 'partial', worklist: [rest('holiday-requests')] }],
      'No area contributes the worklist group(s) holiday-requests.',
    ],
  ] as [string, AreaManifest[], string][])('refuses %s', (_case, areas, message) => {
    expect(() => composeAreas(areas)).toThrow(message);
  });
});

describe('the worklist registry', () => {
  const db = {} as Db;
  const now = new Date('2026-03-29T00:30:00Z');

  it('answers each group from its contributor, counted in full and cut at the limit', async () => {
    const many = Array.from({ length: WORKLIST_GROUP_LIMIT + 3 }, (_, n) => line(n));
    const seen: string[] = [];
    const registry = worklistRegistry([
      {
        groups: ['in-hospital', 'doses-today'],
        async lines({ today }) {
          seen.push(today);
          // A group it does not fill is not its to answer.
          return { 'in-hospital': many, 'must-not-work': [line(99)] };
        },
      },
      {
        groups: ['must-not-work'],
        lines: async () => ({ 'must-not-work': [line(1)] }),
      },
      rest('in-hospital', 'doses-today', 'must-not-work'),
    ]);
    const answer = await worklistOf(registry, db, auth([]), now);
    expect(seen).toEqual(['2026-03-29']);
    expect(answer.today).toBe('2026-03-29');
    expect(answer.counts['in-hospital']).toBe(WORKLIST_GROUP_LIMIT + 3);
    expect(answer.groups['in-hospital']).toEqual(many.slice(0, WORKLIST_GROUP_LIMIT));
    expect(answer.groups['doses-today']).toEqual([]);
    expect(answer.groups['must-not-work']).toEqual([line(1)]);
    expect(Object.keys(answer.groups)).toEqual(ALL_KEYS);
    expect(answer.clientsVisible).toBe(false);
  });

  it('shows every group to a caller whom a contribution shows them to', async () => {
    const registry = worklistRegistry([
      {
        groups: ['in-hospital'],
        lines: async () => ({}),
        showsEveryGroupTo: ({ user }) => user.userPermissions.includes('clients.read'),
      },
      rest('in-hospital'),
    ]);
    expect((await worklistOf(registry, db, auth(['clients.read']), now)).clientsVisible).toBe(true);
    expect((await worklistOf(registry, db, auth(['users.read']), now)).clientsVisible).toBe(false);
  });
});
