import { schema } from '@care360/db';
import {
  mfaEnrolmentAnswer,
  noDataAnswer,
  recoveryCodesAnswer,
  securityStatusAnswer,
  signedInAnswer,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit';
import { HttpError } from '../../http/envelope';
import { defineRoute, PUBLIC, SIGNED_IN } from '../../http/route';
import { throttleAccountCheck } from '../account-check-throttle';
import type { AuthContext } from '../auth-context';
import { verifyPassword } from '../passwords';
import { notifySecurityChange } from '../security-notice';
import { sealSecret } from './mfa-secret';
import { mfaState, signedInUserId, spendCode } from './mfa-state';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodesLeft } from './recovery-codes';
import { completeCodeStep } from './sign-in-code';
import { newTotpSecret, otpauthUri } from './totp';

const { users, userMfa, mfaRecoveryCodes } = schema;

export const ISSUER = 'care360';
const CODE_MISSING = 'Enter the 6-digit code from your authenticator app.';
export const ENROL_CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now for care360; if it keeps failing, check that your phone’s clock is set automatically.';
export const DISABLE_REFUSED =
  'Your password or code is not right. Multi-factor sign-in is still on.';

const code = z
  .string({ error: CODE_MISSING })
  .trim()
  .min(1, CODE_MISSING)
  .max(64, 'That code is too long.');

const audit = (auth: AuthContext, action: string, ip: string, changes?: Record<string, unknown>) =>
  ({
    organisationId: auth.user.organisation.id,
    actorUserId: signedInUserId(auth),
    action,
    recordType: 'users',
    recordId: signedInUserId(auth),
    changes: changes ?? null,
    ip,
  }) as const;

const signInWithCode = defineRoute({
  method: 'POST',
  url: '/login/mfa',
  refusals: [429],
  access: PUBLIC,
  summary: 'Finish signing in with a code from the authenticator app or a recovery code',
  body: z.object({ code }),
  answer: signedInAnswer,
  async handler({ body, request, reply, services: { db, config } }) {
    return completeCodeStep(db, config, request, reply, body.code);
  },
});

const security = defineRoute({
  method: 'GET',
  url: '/api/v1/account/security',
  access: SIGNED_IN,
  summary: 'Whether multi-factor sign-in is on or required, and recovery codes left',
  answer: securityStatusAnswer,
  async handler({ auth, services: { db } }) {
    const userId = signedInUserId(auth);
    const state = await mfaState(db, userId, auth.user.id);
    return {
      data: {
        mfa: {
          ...state,
          recoveryCodesLeft: state.enabled ? await recoveryCodesLeft(db, userId) : 0,
        },
      },
    };
  },
});

const enrol = defineRoute({
  method: 'POST',
  url: '/api/v1/account/mfa/enrol',
  refusals: [409],
  access: SIGNED_IN,
  summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text',
  answer: mfaEnrolmentAnswer,
  async handler({ auth, services: { db, config } }) {
    const userId = signedInUserId(auth);
    if ((await mfaState(db, userId)).enabled) {
      throw new HttpError(
        409,
        'Multi-factor sign-in is already on. Turn it off first to move it to another app.',
      );
    }
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const secret = newTotpSecret();
    const sealed = sealSecret(secret, config.mfaSecretKey);
    // A new start replaces an unconfirmed one: only the newest QR code works.
    await db
      .insert(userMfa)
      .values({ userId, secret: sealed })
      .onConflictDoUpdate({
        target: userMfa.userId,
        set: { secret: sealed, lastUsedStep: null, createdAt: new Date() },
      });
    const uri = otpauthUri(secret, ISSUER, owner?.email ?? auth.user.email);
    return {
      data: {
        secret,
        otpauthUri: uri,
        qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      },
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    };
  },
});

const confirm = defineRoute({
  method: 'POST',
  url: '/api/v1/account/mfa/confirm',
  refusals: [429],
  access: SIGNED_IN,
  summary: 'Finish setting up the authenticator app with a code; answers the recovery codes once',
  body: z.object({ code }),
  answer: recoveryCodesAnswer,
  async handler({ auth, body, request, services }) {
    const { db, config } = services;
    const userId = signedInUserId(auth);
    await throttleAccountCheck(db, userId);
    const kind = await spendCode(db, config, userId, body.code, { pending: true });
    if (!kind) {
      await recordAudit(db, audit(auth, 'auth.mfa-enrol-failed', request.ip));
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        code: [ENROL_CODE_WRONG],
      });
    }
    const recoveryCodes = await db.transaction(async (tx) => {
      await tx.update(userMfa).set({ confirmedAt: new Date() }).where(eq(userMfa.userId, userId));
      const codes = await issueRecoveryCodes(tx, userId);
      await recordAudit(tx, audit(auth, 'auth.mfa-enabled', request.ip));
      return codes;
    });
    await notifySecurityChange(services, userId, 'mfa-enabled');
    return {
      data: { recoveryCodes },
      message: `Multi-factor sign-in is on. Keep these ${RECOVERY_CODE_COUNT} recovery codes somewhere safe: each works once, and they will not be shown again.`,
    };
  },
});

const disable = defineRoute({
  method: 'POST',
  url: '/api/v1/account/mfa/disable',
  refusals: [409, 429],
  access: SIGNED_IN,
  summary: 'Turn multi-factor sign-in off (current password and a code needed)',
  body: z.object({
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
    code,
  }),
  answer: noDataAnswer,
  async handler({ auth, body, request, services }) {
    const { db, config } = services;
    const userId = signedInUserId(auth);
    const state = await mfaState(db, userId, auth.user.id);
    if (!state.enabled) throw new HttpError(409, 'Multi-factor sign-in is not on.');
    if (state.required) {
      throw new HttpError(
        409,
        'Your role needs multi-factor sign-in, so it cannot be turned off. To move it to a new phone, ask an administrator.',
      );
    }
    await throttleAccountCheck(db, userId);
    const [owner] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const passwordOk = await verifyPassword(owner?.hash ?? null, body.password);
    const codeOk = passwordOk && (await spendCode(db, config, userId, body.code));
    if (!passwordOk || !codeOk) {
      await recordAudit(db, audit(auth, 'auth.mfa-disable-failed', request.ip));
      throw new HttpError(400, DISABLE_REFUSED, {
        ...(passwordOk ? {} : { password: ['Your password is not right.'] }),
        ...(codeOk ? {} : { code: ['That code is not right.'] }),
      });
    }
    await db.transaction(async (tx) => {
      await tx.delete(userMfa).where(eq(userMfa.userId, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await recordAudit(tx, audit(auth, 'auth.mfa-disabled', request.ip));
    });
    await notifySecurityChange(services, userId, 'mfa-disabled');
    return {
      data: null,
      message: 'Multi-factor sign-in is off. You sign in with your password only.',
    };
  },
});

const newRecoveryCodes = defineRoute({
  method: 'POST',
  url: '/api/v1/account/mfa/recovery-codes',
  refusals: [409, 429],
  access: SIGNED_IN,
  summary: 'Replace the recovery codes (a code from the app needed); answers the new codes once',
  body: z.object({ code }),
  answer: recoveryCodesAnswer,
  async handler({ auth, body, request, services }) {
    const { db, config } = services;
    const userId = signedInUserId(auth);
    if (!(await mfaState(db, userId)).enabled)
      throw new HttpError(409, 'Multi-factor sign-in is not on.');
    await throttleAccountCheck(db, userId);
    if (
      !/^\d{6}$/.test(body.code.replace(/\s/g, '')) ||
      !(await spendCode(db, config, userId, body.code))
    ) {
      await recordAudit(db, audit(auth, 'auth.mfa-recovery-codes-refused', request.ip));
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        code: ['That code is not right. Enter the code your authenticator app shows now.'],
      });
    }
    const recoveryCodes = await db.transaction(async (tx) => {
      const codes = await issueRecoveryCodes(tx, userId);
      await recordAudit(tx, audit(auth, 'auth.mfa-recovery-codes-replaced', request.ip));
      return codes;
    });
    await notifySecurityChange(services, userId, 'recovery-codes');
    return {
      data: { recoveryCodes },
      message: 'Your old recovery codes no longer work. Keep these new ones somewhere safe.',
    };
  },
});

export const mfaRoutes = [signInWithCode, security, enrol, confirm, disable, newRecoveryCodes];
