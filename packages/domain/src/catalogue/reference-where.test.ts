import { describe, expect, it } from 'vitest';
import { ALL_RECORDS, recordKind } from './registry';

describe('reference fields limited to some records (where)', () => {
  const limited = ALL_RECORDS.flatMap((kind) =>
    Object.entries(kind.fields).flatMap(([key, def]) =>
      def.kind === 'reference' && def.where ? [{ kind, key, def, where: def.where }] : [],
    ),
  );

  it("limit a client upload's document type to those for clients", () => {
    expect(limited.map(({ kind, key }) => `${kind.name}.${key}`)).toContain(
      'client-uploads.documentType',
    );
  });

  it.each(limited.map((l) => [`${l.kind.name}.${l.key}`, l] as const))(
    '%s names a choice of the referred kind and one of its options',
    (_, { def, where }) => {
      const target = recordKind(def.to);
      const marker = target.fields[where.field];
      expect(marker?.kind === 'choice' || marker?.kind === 'multiChoice').toBe(true);
      const options = marker && 'options' in marker ? marker.options.map((o) => o.value) : [];
      expect(options).toContain(where.value);
      expect(where.message).toMatch(/\.$/);
    },
  );
});
