import { z } from 'zod';
import { defineCronTask, defineTask } from '../../platform/jobs/task';
import { escalateAlerts } from './escalation';
import { raiseMedicineAlerts } from './report-alerts';
import { evaluateVisit, evaluateVisitsNearNow } from './visit-alerts';

/**
 * The alerts' work without a request. Thresholds pass as time does, not as someone looks, so
 * every minute each organisation's visits near now are judged, the doses of the last day read,
 * and unacknowledged alerts moved up the ladder. Each run judges by the clock when it runs (a
 * run that waited in the queue still raises at the true time), and a missed run is caught up by
 * the next: the rules say what should be open now, not what changed since the last run.
 */

export const visitAlertsTask = defineCronTask({
  name: 'live-events.visit-alerts',
  title: 'Raise and resolve the alerts of visits and medicines',
  schedule: '* * * * *',
  atStart: true,
  // A minute's run that fails is replaced by the next minute's.
  maxAttempts: 1,
  async run({ db, log, organisationId }) {
    const now = new Date();
    const visits = await evaluateVisitsNearNow(db, organisationId, now);
    const doses = await raiseMedicineAlerts(db, organisationId, now);
    if (visits.raised + visits.resolved + doses.length > 0)
      log.info({ ...visits, doses: doses.length }, 'alerts raised and resolved');
  },
});

export const alertEscalationTask = defineCronTask({
  name: 'live-events.escalation',
  title: 'Escalate unacknowledged alerts to the on-call and registered managers',
  schedule: '* * * * *',
  maxAttempts: 1,
  async run({ db, config, mailer, log, organisationId }) {
    const made = await escalateAlerts(
      db,
      organisationId,
      { mailer, publicUrl: config.publicUrl, log },
      new Date(),
    );
    if (made.length > 0) log.info({ escalated: made.length }, 'alerts escalated');
  },
});

/** One visit judged at once, queued by a check-in or check-out in the same transaction. */
export const checkVisitAlertsTask = defineTask({
  name: 'live-events.check-visit',
  title: 'Raise and resolve the alerts of one visit after a check-in or check-out',
  payload: z.strictObject({ visitId: z.uuid() }),
  async run({ visitId }, { db, organisationId }) {
    await evaluateVisit(db, organisationId, visitId, new Date());
  },
});
