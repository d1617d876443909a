import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { showsKind } from '../platform/live/live-query-keys';
import { choiceWidgetOf } from '../platform/records/fields/choice-widgets';
import { editSectionsOf } from '../platform/records/record-edit-sections';
import { registerRecordExtensions } from '../platform/records/record-extensions';
import { formNoticeOf } from '../platform/records/record-form-notices';
import { registerAreaManifests } from './area-manifests';

describe('the areas’ manifests, composed by the app', () => {
  registerAreaManifests();

  it('give the generic pages their tabs, notices and widgets', () => {
    expect(editSectionsOf('user-roles').map((s) => s.label)).toEqual(['Permissions']);
    expect(editSectionsOf('users').map((s) => s.label)).toEqual(['Sign-in']);
    expect(editSectionsOf('branches')).toEqual([]);
    expect(formNoticeOf('clients')).toBeDefined();
    expect(formNoticeOf('users')).toBeUndefined();
    expect(choiceWidgetOf('bodyMap')).toBeDefined();
  });

  it('let a change of a visit, or of who fills it, redraw an open rota', () => {
    const rota = ['/api/v1/scheduler/rota', 'branch', { from: '2026-12-07' }];
    expect(showsKind(rota, 'visits')).toBe(true);
    expect(showsKind(rota, 'visit-carers')).toBe(true);
    expect(showsKind(rota, 'clients')).toBe(false);
  });

  it('are registered once however often the router is made', () => {
    registerAreaManifests();
    expect(editSectionsOf('users')).toHaveLength(1);
  });

  it('refuse a second notice for one kind rather than hide one', () => {
    const other = lazy(async () => ({ default: () => null }));
    expect(() => registerRecordExtensions({ formNotices: { clients: other } })).toThrow(
      'Two areas give the clients form a notice.',
    );
  });
});
