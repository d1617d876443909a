import { describe, expect, it } from 'vitest';
import { readableGrid } from './calendar-grid-roles';

/** The library's markup, cut down: a root, a header row, flat cells and a row head. */
function calendar(view: string, rootRole: string) {
  const host = document.createElement('div');
  host.innerHTML = `
    <div class="ec ${view}" role="${rootRole}">
      <nav class="ec-toolbar"></nav>
      <header><div role="row"><div role="columnheader" aria-colindex="1">Mon</div></div></header>
      <div class="ec-body" role="rowgroup">
        <div class="ec-row-head" role="rowheader">Nia Patel</div>
        <div class="ec-grid"><div role="cell"><time datetime="2026-03-30">30</time></div></div>
        <article><a href="/visit">Visit</a></article>
      </div>
    </div>`;
  return host;
}

const roles = (host: HTMLElement) =>
  [...host.querySelectorAll('[role]')].map((element) => element.getAttribute('role'));

describe('a calendar grid as assistive technology reads it', () => {
  it('takes the table roles off a grid view and makes each row head a heading', () => {
    const host = calendar('ec-resource-timeline ec-day-view', 'table');
    readableGrid(host, 3);
    expect(roles(host)).toEqual([
      'presentation',
      'presentation',
      'presentation',
      'presentation',
      'heading',
      'presentation',
    ]);
    const head = host.querySelector('.ec-row-head');
    expect(head?.getAttribute('aria-level')).toBe('3');
    expect(host.querySelector('[aria-colindex]')).toBeNull();
  });

  it('leaves a list view as the library made it', () => {
    const host = calendar('ec-list ec-month-view', 'list');
    readableGrid(host, 3);
    expect(roles(host)).toEqual(['list', 'row', 'columnheader', 'rowgroup', 'rowheader', 'cell']);
  });
});
