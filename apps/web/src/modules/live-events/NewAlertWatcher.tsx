import { type AlertSource, BOARDS, can } from '@care360/domain';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { showAlert } from '../../platform/alert-store';
import { fetchData } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { onLiveEvent } from '../../platform/live/LiveEvents';
import { BOARD_ROOT } from './board-api';

/**
 * Tells someone working elsewhere in the app of a new alert they may see (spec §4.2): one
 * danger popup titled with the alert's board, saying what it is about. Alerts raised together
 * (the minute's job raises several) make one popup, never a flood; on a board itself the new
 * row is enough.
 */

/** Alerts raised within this long of each other are told in one popup. */
export const NEW_ALERT_GATHER_MS = 1_000;

/** The board an alert of this source belongs on: the first that shows its source for everyone. */
export function boardTitleOf(source: AlertSource): string {
  const board = BOARDS.find(
    (candidate) =>
      candidate.source.type === 'alerts' &&
      candidate.source.scope === 'all' &&
      candidate.source.alertSources.includes(source),
  );
  return (board?.title ?? 'Live Events - Alerts').replace(/^Live Events - /, '');
}

interface AlertRecord {
  subject: string;
  source: AlertSource;
}

export function NewAlertWatcher() {
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const where = useRef(pathname);
  where.current = pathname;
  const mayRead = can(user, 'alerts.read');

  useEffect(() => {
    if (!mayRead) return;
    let fresh: string[] = [];
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const tell = async () => {
      gathering = undefined;
      const ids = fresh;
      fresh = [];
      const newest = ids.at(-1);
      if (!newest || where.current.startsWith(BOARD_ROOT)) return;
      try {
        const alert = await fetchData<AlertRecord>(`/api/v1/alerts/${encodeURIComponent(newest)}`);
        const more = ids.length - 1;
        showAlert({
          type: 'danger',
          title: boardTitleOf(alert.source),
          message: more > 0 ? `${alert.subject} (and ${more} more)` : alert.subject,
        });
      } catch {
        // Gone or not theirs to read by now (another branch's): nothing to tell.
      }
    };
    const stop = onLiveEvent((event) => {
      if (event.kind !== 'alerts' || event.action !== 'created' || !event.recordId) return;
      fresh.push(event.recordId);
      gathering ??= setTimeout(() => void tell(), NEW_ALERT_GATHER_MS);
    });
    return () => {
      stop();
      clearTimeout(gathering);
    };
  }, [mayRead]);

  return null;
}
