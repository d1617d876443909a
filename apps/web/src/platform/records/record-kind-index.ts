import type { RecordKind } from '@care360/domain';

/**
 * What the app knows about every record kind before any declaration is loaded: names, paths,
 * titles and permissions, never fields or schemas. Made at build time (record-kind-index-source.ts)
 * and read as 'virtual:care360/record-kinds'.
 */
export interface RecordKindIndexEntry {
  name: string;
  area: string;
  parent?: string;
  path: string;
  singular: string;
  plural: string;
  titles: RecordKind['titles'];
  permissions: RecordKind['permissions'];
  /**
   * The areas whose declarations a screen of this kind needs: its own, its parents', its
   * nested kinds' and the kinds its reference fields (and its parents') point at.
   */
  areas: string[];
}

function referencedNames(kind: RecordKind): string[] {
  return Object.values(kind.fields).flatMap((field) =>
    field.kind === 'reference' ? [field.to] : [],
  );
}

export function recordKindIndex(kinds: readonly RecordKind[]): RecordKindIndexEntry[] {
  const byName = new Map(kinds.map((kind) => [kind.name as string, kind]));
  const areaOf = (name: string) => byName.get(name)?.area;
  return kinds.map((kind) => {
    const related: string[] = [];
    for (let level: RecordKind | undefined = kind; level; ) {
      related.push(level.name, ...referencedNames(level));
      level = level.parent ? byName.get(level.parent) : undefined;
    }
    related.push(...kinds.filter((other) => other.parent === kind.name).map((other) => other.name));
    const areas = [...new Set(related.map(areaOf).filter((area) => area !== undefined))];
    return {
      name: kind.name,
      area: kind.area,
      ...(kind.parent ? { parent: kind.parent } : {}),
      path: kind.path,
      singular: kind.singular,
      plural: kind.plural,
      titles: kind.titles,
      permissions: kind.permissions,
      areas,
    };
  });
}
