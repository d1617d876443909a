import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_RECORDS, recordKind } from '../records/registry';

/** docs/screens.tsv: path → title of each screen of the product. */
const screens = new Map(
  readFileSync(new URL('../../../../docs/screens.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([path, , kind, title]) => [path ?? '', { kind, title }]),
);

describe('record kinds match the screen list', () => {
  it.each(ALL_RECORDS.map((kind) => [kind.name, kind] as const))(
    '%s has the list, add and edit titles of its screens',
    (_, kind) => {
      const base = kind.parent
        ? `/app/${recordKind(kind.parent).path}/:id/${kind.path}`
        : `/app/${kind.path}`;
      const itemId = kind.parent ? ':editid' : ':id';
      expect(screens.get(base), base).toEqual({ kind: 'list', title: kind.titles.list });
      const add = screens.get(`${base}/add`);
      if (add) expect(add.title).toBe(kind.titles.add);
      expect(Boolean(add), `${base}/add`).toBe(kind.screens.add);
      const edit = screens.get(`${base}/${itemId}/edit`);
      if (edit) expect(edit.title).toBe(kind.titles.edit);
      if (kind.screens.edit && kind.area === 'reference')
        expect(edit, `${base}/${itemId}/edit`).toBeDefined();
    },
  );

  it('gives every kind a unique name, and nested kinds a unique path under their parent', () => {
    const names = ALL_RECORDS.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ALL_RECORDS.map((k) => `${k.parent ?? ''}/${k.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
