import type { Db } from '@care360/db';
import { checkInCodeAnswer, formatCheckInCode } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, noteAction, requestActor } from '../../platform/records/record-store';
import { newCheckInCode } from './check-in-codes';
import { clientKind } from './my-visit-access';

/**
 * The office's side of a home's check-in QR code: whoever may edit the client's file shows it to
 * print (made the first time) or replaces it (the old one stops working at once). Each showing is
 * on the client's trail as a reveal, as the key-safe code's are; the code is never in the entry.
 */

const EDIT_CLIENT = { permission: clientKind.permissions.update };

async function qrAnswer(clientName: string, code: string) {
  const printed = formatCheckInCode(code);
  const svg = await QRCode.toString(printed, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    clientName,
    code: printed,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The client, locked, if the caller may see them; else 404. */
async function lockClient(tx: Db, auth: AuthContext, id: string) {
  const c = tableOf(clientKind);
  const [found] = await tx
    .select({
      forename: column(c, 'forename'),
      surname: column(c, 'surname'),
      code: column(c, 'checkInCode'),
    })
    .from(c)
    .where(and(eq(column(c, 'id'), id), scopeOf(clientKind, auth.user)))
    .for('update');
  if (!found) throw notFound('client');
  return {
    name: [found.forename, found.surname].filter(Boolean).join(' '),
    code: found.code ? String(found.code) : null,
  };
}

/**
 * Stores a new code on the client. Its edit form keeps its version: the code is no field of it.
 */
async function storeNewCode(
  tx: Db,
  auth: AuthContext,
  ip: string,
  id: string,
  action: 'check-in-code.create' | 'check-in-code.replace',
) {
  const code = newCheckInCode();
  await changeRecord(
    tx,
    requestActor(auth, ip),
    clientKind,
    id,
    { checkInCode: code },
    { auditAction: action, note: { field: 'checkInCode' }, keepVersion: true },
  );
  return code;
}

async function reveal(tx: Db, auth: AuthContext, ip: string, id: string) {
  await noteAction(tx, requestActor(auth, ip), {
    action: 'reveal',
    recordType: 'clients',
    recordId: id,
    changes: { field: 'checkInCode' },
  });
}

const show = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/check-in-code',
  access: EDIT_CLIENT,
  summary:
    'Show the home’s check-in QR code and its code to print, made the first time (audited as a reveal)',
  answer: checkInCodeAnswer,
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const { name, code } = await db.transaction(async (tx) => {
      const client = await lockClient(tx, auth, params.id);
      const code =
        client.code ??
        (await storeNewCode(tx, auth, request.ip, params.id, 'check-in-code.create'));
      await reveal(tx, auth, request.ip, params.id);
      return { name: client.name, code };
    });
    return { data: await qrAnswer(name, code) };
  },
});

const replace = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/check-in-code/replace',
  access: EDIT_CLIENT,
  summary: 'Replace the home’s check-in code: the printed QR code stops working at once (audited)',
  answer: checkInCodeAnswer,
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const { name, code } = await db.transaction(async (tx) => {
      const client = await lockClient(tx, auth, params.id);
      const code = await storeNewCode(tx, auth, request.ip, params.id, 'check-in-code.replace');
      await reveal(tx, auth, request.ip, params.id);
      return { name: client.name, code };
    });
    return {
      data: await qrAnswer(name, code),
      message: 'New check-in code made: print it and replace the one in the home.',
    };
  },
});

export const checkInCodeRoutes = [show, replace];
