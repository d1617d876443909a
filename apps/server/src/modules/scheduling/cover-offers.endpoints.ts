import type { Db } from '@care360/db';
import {
  coverAnswerAnswer,
  myCoverOffersAnswer,
  offerCoverAnswer,
  offerCoverBody,
  recordKind,
  ukDate,
} from '@care360/domain';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, requestActor } from '../../platform/records/record-store';
import type { Services } from '../../platform/services';
import { pushCoverGone, pushCoverOffered } from '../push';
import { dearName, signOffOf } from '../staff';
import { visitKind } from './allocation-context';
import { ownCarerId } from './carer-visibility';
import { travelTimeOf } from './osrm-travel-time';
import { candidatesOf, type Recipient, recipientsOf } from './rota.endpoints';
import { allocationConflict, carersOf, placeCarer } from './visits.endpoints';

/**
 * Cover: the office offers an empty place of a visit to every carer the rules let take it, and
 * the first to accept on their phone is put on the visit through the same rules as the rota's
 * drag and drop. The visit row is locked while an offer is accepted, so two carers accepting at
 * once cannot both have it: the second is told it has gone, as are the rest by email.
 */

const offerKind = recordKind('cover-offers');
const clientKind = recordKind('clients');
const STAFFABLE = ['Planned', 'Published'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A visit, when it is and where, as an offer's email says it. */
function visitLine(visit: Record<string, unknown>, client: string): string {
  return `${ukDate(String(visit.visitDate))} ${text(visit.startTime).slice(0, 5)}–${text(visit.endTime).slice(0, 5)} with ${client}`;
}

async function clientNameOf(db: Db, id: unknown): Promise<string> {
  const k = tableOf(clientKind);
  const [row] = await db
    .select({ forename: column(k, 'forename'), surname: column(k, 'surname') })
    .from(k)
    .where(eq(column(k, 'id'), String(id)));
  return row ? `${text(row.forename)} ${text(row.surname)}`.trim() : 'a client';
}

async function tell(
  services: Services,
  auth: AuthContext,
  recipients: Recipient[],
  subject: string,
  lines: string[],
): Promise<void> {
  for (const recipient of recipients)
    await services.mailer.send({
      organisationId: auth.user.organisation.id,
      to: recipient.to,
      subject,
      text: [
        `Dear ${dearName(recipient.person)},`,
        '',
        ...lines,
        ...(await signOffOf(services.db, auth, recipient.branch)),
      ].join('\n'),
    });
}

const offer = defineRoute({
  method: 'POST',
  url: '/api/v1/visits/:id/offer-cover',
  access: { permission: visitKind.permissions.update },
  summary: 'Offer an empty place of a visit to every carer who may take it',
  params: z.object({ id: z.uuid() }),
  body: offerCoverBody,
  answer: offerCoverAnswer,
  resource: 'visits',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services }) {
    const { db, config } = services;
    const actor = requestActor(auth, request.ip);
    const outcome = await db.transaction(async (tx) => {
      const v = tableOf(visitKind);
      const [row] = await tx
        .select()
        .from(v)
        .where(and(eq(column(v, 'id'), params.id), scopeOf(visitKind, auth.user)))
        .for('update');
      if (!row) throw notFound('visit');
      const visit = row as Record<string, unknown>;
      if (!STAFFABLE.includes(String(visit.status)))
        throw new HttpError(
          422,
          `A visit that is ${String(visit.status).toLowerCase()} is not offered for cover.`,
        );
      if (body.place > Number(visit.carersNeeded))
        throw new HttpError(422, 'Please correct the highlighted fields.', {
          place: [`This visit has no place ${body.place}.`],
        });
      const filled = (await carersOf(tx, auth.user.organisation.id, [params.id])).get(params.id);
      if (filled?.some((place) => place.place === body.place))
        throw new HttpError(409, `Place ${body.place} is already filled.`);
      const o = tableOf(offerKind);
      const open = await tx
        .select({ carer: column(o, 'carer') })
        .from(o)
        .where(
          and(
            eq(column(o, 'parentId'), params.id),
            eq(column(o, 'place'), body.place),
            eq(column(o, 'status'), 'Offered'),
            sql`${column(o, 'deletedAt')} is null`,
          ),
        );
      const alreadyOffered = new Set(open.map((entry) => String(entry.carer)));
      const onVisit = new Set((filled ?? []).map((place) => place.carer));
      const eligible = (await candidatesOf(tx, auth, visit, config)).filter(
        (person) =>
          person.refusals.length === 0 &&
          !alreadyOffered.has(person.carer) &&
          !onVisit.has(person.carer),
      );
      if (eligible.length === 0)
        throw new HttpError(
          422,
          alreadyOffered.size > 0
            ? 'Every carer who may take this visit has been offered it already.'
            : 'No carer of the branch may take this visit: see who is free and why the others are not.',
        );
      const offeredAt = new Date();
      for (const person of eligible)
        await insertRecord(
          tx,
          actor,
          offerKind,
          { place: body.place, carer: person.carer, status: 'Offered', offeredAt },
          { parentId: params.id, auditAction: 'cover-offers.offer' },
        );
      const carerIds = eligible.map((person) => person.carer);
      await pushCoverOffered(tx, auth.user.organisation.id, carerIds, visit);
      return { visit, eligible };
    });
    const client = await clientNameOf(db, outcome.visit.client);
    await tell(
      services,
      auth,
      await recipientsOf(
        db,
        auth,
        outcome.eligible.map((person) => person.carer),
      ),
      `Can you cover a visit on ${ukDate(String(outcome.visit.visitDate))}?`,
      [
        `A visit needs a carer: ${visitLine(outcome.visit, client)}.`,
        '',
        'Open the care360 app to accept it. The first carer to accept is given the visit.',
      ],
    );
    return {
      data: {
        offered: outcome.eligible.map((person) => ({ carer: person.carer, name: person.name })),
      },
      message: `Offered to ${outcome.eligible.length} ${outcome.eligible.length === 1 ? 'carer' : 'carers'}.`,
    };
  },
});

const mine = defineRoute({
  method: 'GET',
  url: '/api/v1/my/cover-offers',
  access: SIGNED_IN,
  summary: 'The visits offered to the signed-in carer for cover, still open and still ahead',
  answer: myCoverOffersAnswer,
  async handler({ auth, services: { db } }) {
    const own = await ownCarerId(db, auth);
    if (!own) return { data: [] };
    const o = tableOf(offerKind);
    const v = tableOf(visitKind);
    const k = tableOf(clientKind);
    const rows = await db
      .select({
        id: column(o, 'id'),
        visitId: column(v, 'id'),
        place: column(o, 'place'),
        visitDate: column(v, 'visitDate'),
        startTime: column(v, 'startTime'),
        endTime: column(v, 'endTime'),
        forename: column(k, 'forename'),
        surname: column(k, 'surname'),
        postcode: column(k, 'postcode'),
        status: column(o, 'status'),
        offeredAt: column(o, 'offeredAt'),
      })
      .from(o)
      .innerJoin(v, eq(column(v, 'id'), column(o, 'parentId')))
      .innerJoin(k, eq(column(k, 'id'), column(v, 'client')))
      .where(
        and(
          eq(column(o, 'organisationId'), auth.user.organisation.id),
          eq(column(o, 'carer'), own),
          eq(column(o, 'status'), 'Offered'),
          sql`${column(o, 'deletedAt')} is null`,
          inArray(column(v, 'status'), STAFFABLE),
          gt(column(v, 'startsAt'), new Date().toISOString()),
        ),
      )
      .orderBy(asc(column(v, 'startsAt')))
      .limit(50);
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        visitId: String(row.visitId),
        place: Number(row.place),
        visitDate: String(row.visitDate),
        startTime: text(row.startTime).slice(0, 5),
        endTime: text(row.endTime).slice(0, 5),
        clientName: `${text(row.forename)} ${text(row.surname)}`.trim(),
        postcode: row.postcode ? String(row.postcode) : null,
        status: 'Offered' as const,
        offeredAt: new Date(String(row.offeredAt)).toISOString(),
      })),
    };
  },
});

/** The signed-in carer's own offer, 404 for anyone else's. */
async function ownOfferOf(db: Db, auth: AuthContext, id: string) {
  const own = await ownCarerId(db, auth);
  const o = tableOf(offerKind);
  const [row] = own
    ? await db
        .select()
        .from(o)
        .where(
          and(
            eq(column(o, 'id'), id),
            eq(column(o, 'organisationId'), auth.user.organisation.id),
            eq(column(o, 'carer'), own),
            sql`${column(o, 'deletedAt')} is null`,
          ),
        )
    : [];
  if (!row) throw notFound('cover offer');
  return row as Record<string, unknown>;
}

const accept = defineRoute({
  method: 'POST',
  url: '/api/v1/my/cover-offers/:id/accept',
  access: SIGNED_IN,
  summary: 'Accept an offer of cover: the first to accept is put on the visit',
  params: z.object({ id: z.uuid() }),
  answer: coverAnswerAnswer,
  resource: 'cover-offers',
  refusals: [409, 422],
  async handler({ auth, params, request, services }) {
    const { db, config } = services;
    const actor = requestActor(auth, request.ip);
    const organisationId = auth.user.organisation.id;
    try {
      const outcome = await db.transaction(async (tx) => {
        const offered = await ownOfferOf(tx, auth, params.id);
        const v = tableOf(visitKind);
        const [visit] = await tx
          .select()
          .from(v)
          .where(
            and(
              eq(column(v, 'id'), String(offered.parentId)),
              eq(column(v, 'organisationId'), organisationId),
            ),
          )
          .for('update');
        // Read again under the visit's lock: another carer may have accepted meanwhile.
        const current = await ownOfferOf(tx, auth, params.id);
        if (!visit || current.status !== 'Offered')
          throw new HttpError(
            409,
            'This visit has gone to another carer, or the offer was closed.',
          );
        const filled = (await carersOf(tx, organisationId, [String(visit.id)])).get(
          String(visit.id),
        );
        if (filled?.some((place) => place.place === Number(current.place)))
          throw new HttpError(409, 'Another carer accepted this visit first.');
        await placeCarer(
          tx,
          actor,
          organisationId,
          visit as Record<string, unknown>,
          {
            place: Number(current.place),
            carerId: String(current.carer),
            mayOverride: false,
            carerAllowed: async () => true,
          },
          travelTimeOf(config),
        );
        const answeredAt = new Date();
        await changeRecord(
          tx,
          actor,
          offerKind,
          params.id,
          { status: 'Accepted', answeredAt },
          { auditAction: 'cover-offers.accept' },
        );
        const o = tableOf(offerKind);
        const others = await tx
          .select({ id: column(o, 'id'), carer: column(o, 'carer') })
          .from(o)
          .where(
            and(
              eq(column(o, 'parentId'), String(visit.id)),
              eq(column(o, 'place'), Number(current.place)),
              eq(column(o, 'status'), 'Offered'),
              ne(column(o, 'id'), params.id),
              sql`${column(o, 'deletedAt')} is null`,
            ),
          );
        for (const other of others)
          await changeRecord(
            tx,
            actor,
            offerKind,
            String(other.id),
            { status: 'Gone', answeredAt },
            { auditAction: 'cover-offers.gone' },
          );
        const goneTo = others.map((other) => String(other.carer));
        await pushCoverGone(tx, organisationId, goneTo, visit as Record<string, unknown>);
        return {
          visit: visit as Record<string, unknown>,
          others: others.map((o) => String(o.carer)),
        };
      });
      const client = await clientNameOf(db, outcome.visit.client);
      await tell(
        services,
        auth,
        await recipientsOf(db, auth, outcome.others),
        `The visit on ${ukDate(String(outcome.visit.visitDate))} has been covered`,
        [
          `Thank you for looking: the visit ${visitLine(outcome.visit, client)} has gone to another carer.`,
        ],
      );
      return {
        data: { id: params.id, status: 'Accepted' as const },
        message: 'The visit is yours: it is on your rota.',
      };
    } catch (error) {
      throw allocationConflict(error);
    }
  },
});

const decline = defineRoute({
  method: 'POST',
  url: '/api/v1/my/cover-offers/:id/decline',
  access: SIGNED_IN,
  summary: 'Decline an offer of cover',
  params: z.object({ id: z.uuid() }),
  answer: coverAnswerAnswer,
  resource: 'cover-offers',
  refusals: [409],
  async handler({ auth, params, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    await db.transaction(async (tx) => {
      const current = await ownOfferOf(tx, auth, params.id);
      if (current.status !== 'Offered') throw new HttpError(409, 'This offer is no longer open.');
      await changeRecord(
        tx,
        actor,
        offerKind,
        params.id,
        { status: 'Declined', answeredAt: new Date() },
        { auditAction: 'cover-offers.decline' },
      );
    });
    return { data: { id: params.id, status: 'Declined' as const }, message: 'Offer declined.' };
  },
});

export const coverOfferRoutes = [offer, mine, accept, decline];
