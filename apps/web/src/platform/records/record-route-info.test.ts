import { RECORD_SCREEN_ROUTES } from 'virtual:care360/record-routes';
import { ALL_RECORDS } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { type RoutableKind, recordScreenRoutes } from './record-route-info';

const kind = (name: string, extra: Partial<RoutableKind> = {}): RoutableKind => ({
  name,
  path: name,
  titles: { list: `${name} list`, add: `${name} add`, edit: `${name} edit` },
  screens: { add: true, edit: true },
  ...extra,
});

describe('record screen routes', () => {
  it('gives a top-level kind its list, add and edit routes', () => {
    expect(recordScreenRoutes([kind('bands')])).toEqual([
      { kind: 'bands', screen: 'list', path: '/bands', title: 'bands list' },
      { kind: 'bands', screen: 'add', path: '/bands/add', title: 'bands add' },
      { kind: 'bands', screen: 'edit', path: '/bands/$id/edit', title: 'bands edit' },
    ]);
  });

  it('nests a kind under its parent with the spec’s id parameters, in its declared path', () => {
    const kinds = [
      kind('holidays'),
      kind('holiday-details', { parent: 'holidays', path: 'details' }),
      kind('detail-notes', {
        parent: 'holiday-details',
        path: 'notes',
        screens: { add: false, edit: true },
      }),
    ];
    expect(recordScreenRoutes(kinds).map((route) => route.path)).toEqual([
      '/holidays',
      '/holidays/add',
      '/holidays/$id/edit',
      '/holidays/$id/details',
      '/holidays/$id/details/add',
      '/holidays/$id/details/$editid/edit',
      '/holidays/$id/details/$editid/notes',
      '/holidays/$id/details/$editid/notes/$editinnerid/edit',
    ]);
  });

  it('gives a kind whose records can be deleted a "Recently deleted" screen below its list', () => {
    const kinds = [
      kind('holidays', { operations: { delete: true } }),
      kind('holiday-details', {
        parent: 'holidays',
        path: 'details',
        operations: { delete: true },
      }),
    ];
    expect(recordScreenRoutes(kinds).filter((route) => route.screen === 'deleted')).toEqual([
      {
        kind: 'holidays',
        screen: 'deleted',
        path: '/holidays/deleted',
        title: 'Recently deleted holidays list',
      },
      {
        kind: 'holiday-details',
        screen: 'deleted',
        path: '/holidays/$id/details/deleted',
        title: 'Recently deleted holiday-details list',
      },
    ]);
  });

  it('gives a kind that asks for it a show screen, at its records or where it says', () => {
    const kinds = [
      kind('holidays', { screens: { add: true, edit: true, show: true } }),
      kind('holiday-details', {
        parent: 'holidays',
        path: 'details',
        screens: { add: false, edit: false, show: true },
        titles: { list: 'Details', add: '', edit: '', show: 'Holiday Detail' },
      }),
      kind('job-vacancies', {
        screens: { add: false, edit: false, show: true },
        showPath: 'vacancies',
        titles: { list: 'Job Vacancies', add: '', edit: '', show: 'Vacancy Details' },
      }),
    ];
    expect(recordScreenRoutes(kinds).filter((route) => route.screen === 'show')).toEqual([
      { kind: 'holidays', screen: 'show', path: '/holidays/$id', title: 'holidays edit' },
      {
        kind: 'holiday-details',
        screen: 'show',
        path: '/holidays/$id/details/$editid',
        title: 'Holiday Detail',
      },
      {
        kind: 'job-vacancies',
        screen: 'show',
        path: '/vacancies/$id',
        title: 'Vacancy Details',
      },
    ]);
    const moved = kind('notes', {
      parent: 'holidays',
      showPath: 'notes',
      screens: { add: false, edit: false, show: true },
    });
    expect(() => recordScreenRoutes([kinds[0] as RoutableKind, moved])).toThrow(
      'notes: only a top-level kind may move its show screen.',
    );
  });

  it('leaves out the screens a kind does not have', () => {
    const routes = recordScreenRoutes([kind('banks', { screens: { add: false, edit: false } })]);
    expect(routes.map((route) => route.screen)).toEqual(['list']);
  });

  it('refuses an undeclared parent and nesting deeper than the spec’s parameters', () => {
    expect(() => recordScreenRoutes([kind('orphans', { parent: 'nobody' })])).toThrow(
      'orphans: its parent nobody is not declared.',
    );
    const deep = [
      kind('a'),
      kind('b', { parent: 'a' }),
      kind('c', { parent: 'b' }),
      kind('d', { parent: 'c' }),
    ];
    expect(() => recordScreenRoutes(deep)).toThrow('records nest at most 3 levels deep');
  });

  it('is what the build gives the router, so the routes follow the declarations', () => {
    expect(RECORD_SCREEN_ROUTES).toEqual(recordScreenRoutes(ALL_RECORDS));
  });
});
