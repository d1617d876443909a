import { useMatch, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadedKind } from './loaded-kinds';
import { type RecordLocation, recordLocation } from './record-location';

/** The record kind and location of the generated screen being shown (see record-routes.tsx). */
export function useRecordScreen(): RecordLocation {
  const kindName = useMatch({ strict: false, select: (match) => match.staticData.recordKind });
  const params: Record<string, unknown> = useParams({ strict: false });
  if (!kindName) throw new Error('A record screen was rendered outside a record route.');
  const kind = loadedKind(kindName);
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params object is new on every render; its content (key) is what matters.
  return useMemo(() => recordLocation(kind, params), [kind, key]);
}
