import { defineCronTask } from '../../platform/jobs/task';
import { closeStaleSessions } from './tracker-sessions';

/**
 * Every five minutes for each organisation: tracking sessions whose STOP never came (a tab
 * closed, a connection lost) are closed at their last MID plus five minutes. Tests call
 * closeStaleSessions with their own clock.
 */
export const staleTrackerSessionsTask = defineCronTask({
  name: 'planner.close-stale-tracker-sessions',
  title: 'Close tracking sessions with no stop',
  schedule: '*/5 * * * *',
  async run({ db, log, organisationId }) {
    const closed = await closeStaleSessions(db, organisationId);
    if (closed > 0) log.info({ closed }, 'tracking sessions closed without a stop');
  },
});
