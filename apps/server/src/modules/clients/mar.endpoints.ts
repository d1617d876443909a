import {
  addCalendarDays,
  currentMarEntries,
  daysOfMonth,
  isMonth,
  MAR_SLOTS,
  marChartAnswer,
  marConcerns,
  marConcernsAnswer,
  marEntryAnswer,
  marEntryBody,
  marWitnessesAnswer,
  medicineGiversAnswer,
  ukCalendarDate,
  ukMonth,
} from '@care360/domain';
import { z } from 'zod';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { assertLiveClient, auditClientFile } from './client-access';
import { lifecycleFactsOfClient } from './client-suspension';
import { activeMedications, entriesOf } from './mar-chart-data';
import { saveMarEntry } from './mar-entry-save';
import { MAR_RECORD_PERMISSION, marWitnesses, medicineGivers } from './mar-people';

/**
 * A client's MAR chart (spec §2.4 marchart): the month grid of medicines by day and round, the
 * recording of each dose, and the refused and missed doses the profile warns about.
 */

const READ = { permission: 'client-medications.read' } as const;
const RECORD = { permission: MAR_RECORD_PERMISSION } as const;

/** How far back the profile's concerns may look: one chart month. */
export const MAR_CONCERN_DAYS_MAX = 31;

const getChart = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/mar',
  access: READ,
  answer: marChartAnswer,
  summary: "A client's MAR chart for one month (default: this month in the UK)",
  params: idParams,
  query: z.object({
    month: z.string().refine(isMonth, { error: 'Give the month as YYYY-MM.' }).optional(),
  }),
  resource: 'clients',
  async handler({ auth, params, query, request, services: { db } }) {
    const month = query.month ?? ukMonth(new Date());
    const days = daysOfMonth(month);
    const from = days[0] ?? `${month}-01`;
    const to = days.at(-1) ?? from;
    // One transaction for the reads and the audit entry (DESIGN.md §5: the month says which page
    // was read), so they commit together or not at all; a client the caller may not see answers
    // 404 before anything is written. On one connection the reads run one after another.
    const { medications, entries, suspended } = await db.transaction(async (tx) => {
      await assertLiveClient(tx, auth, params.id);
      const medications = await activeMedications(tx, auth, params.id, from, to);
      const { suspended } = await lifecycleFactsOfClient(tx, auth.user, params.id);
      const entries = await entriesOf(
        tx,
        auth,
        params.id,
        medications.map((m) => m.id),
        from,
        to,
      );
      await auditClientFile(tx, auth, request.ip, params.id, 'read', {
        section: 'MAR chart',
        month,
      });
      return { medications, entries, suspended };
    });
    return { data: { month, days, slots: MAR_SLOTS, medications, entries, suspended } };
  },
});

const putEntry = defineRoute({
  method: 'PUT',
  url: '/api/v1/clients/:id/mar/entries',
  refusals: [409, 429],
  access: RECORD,
  answer: marEntryAnswer,
  summary: 'Record a dose on the MAR chart, or correct one (with its version)',
  params: idParams,
  body: marEntryBody,
  resource: 'clients',
  async handler({ auth, params, body, request, services: { db, config } }) {
    await assertLiveClient(db, auth, params.id);
    const { entry, created } = await saveMarEntry(db, {
      auth,
      config,
      clientId: params.id,
      body,
      ip: request.ip,
      now: new Date(),
    });
    return {
      data: entry,
      statusCode: created ? 201 : 200,
      message: entry.prnBreach
        ? `Dose ${created ? 'recorded' : 'saved'} and flagged: ${entry.prnBreach}`
        : created
          ? 'Dose recorded.'
          : 'Dose saved.',
    };
  },
});

const getGivers = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/mar/givers',
  access: RECORD,
  answer: medicineGiversAnswer,
  summary:
    'The carers working for the client\'s branch, who may be named as having given a dose (the options of "Given by")',
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, services: { db } }) {
    await assertLiveClient(db, auth, params.id);
    const givers = await medicineGivers(db, auth, params.id);
    return { data: { items: givers.map(({ carerId, name }) => ({ id: carerId, name })) } };
  },
});

const getWitnesses = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/mar/witnesses',
  access: RECORD,
  answer: marWitnessesAnswer,
  summary:
    "Who may witness a controlled drug for this client: people who may give medicines and read the client's file",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, services: { db } }) {
    await assertLiveClient(db, auth, params.id);
    return { data: { items: await marWitnesses(db, auth, params.id) } };
  },
});

const getConcerns = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/mar/concerns',
  access: READ,
  answer: marConcernsAnswer,
  summary: 'Refused and missed doses of the last few days, and PRN doses flagged, newest first',
  params: idParams,
  query: z.object({
    days: z.coerce
      .number({ error: 'Give a number of days.' })
      .int({ error: 'Give a whole number of days.' })
      .min(1, { error: 'Look back at least 1 day.' })
      .max(MAR_CONCERN_DAYS_MAX, { error: `Look back at most ${MAR_CONCERN_DAYS_MAX} days.` })
      .default(7),
  }),
  resource: 'clients',
  // Not audited as a read: it is a summary the profile shows, and the profile's read is audited.
  async handler({ auth, params, query, services: { db } }) {
    await assertLiveClient(db, auth, params.id);
    const now = new Date();
    const to = ukCalendarDate(now);
    const from = addCalendarDays(to, 1 - query.days);
    const medications = await activeMedications(db, auth, params.id, from, to);
    // What a correction replaced is history: the concerns read each dose's current entry.
    const entries = currentMarEntries(
      await entriesOf(
        db,
        auth,
        params.id,
        medications.map((m) => m.id),
        from,
        to,
      ),
    );
    const titles = new Map(medications.map((m) => [m.id, m.title]));
    const { suspended } = await lifecycleFactsOfClient(db, auth.user, params.id);
    const items = marConcerns({ medications, entries, from, to, now, suspended }).map(
      (concern) => ({
        ...concern,
        medication: titles.get(concern.clientMedicationId) ?? '',
      }),
    );
    // PRN doses given outside their limits, with the reason given: a manager reviews each.
    const flagged = entries
      .filter((entry) => entry.prnBreach)
      .map((entry) => ({
        id: entry.id,
        clientMedicationId: entry.clientMedicationId,
        medication: titles.get(entry.clientMedicationId) ?? '',
        day: entry.day,
        slot: entry.slot,
        givenAt: entry.givenAt,
        prnBreach: entry.prnBreach,
        breachReason: entry.breachReason,
      }))
      .reverse();
    return { data: { from, to, items, flagged } };
  },
});

export const marRoutes = [getChart, putEntry, getGivers, getWitnesses, getConcerns];
