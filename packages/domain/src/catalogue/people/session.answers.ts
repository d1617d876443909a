import { z } from 'zod';

/**
 * The answers of signing in and out, the signed-in person, linked accounts, multi-factor sign-in
 * and password change (the server's platform/auth and modules/people/account routes), shared by
 * the server, which declares them, and the web app, which takes its types from them.
 */

/** A call that answers nothing but its message (sign out, password reset, MFA off). */
export const noDataAnswer = z.null();

/**
 * The signed-in person: who, their role and grants, organisation and branch. Strict, as it is a
 * person's data. Grants stay strings, as `PermissionHolder` says: a name retired from the
 * vocabulary may still be stored, and is simply never asked for.
 */
export const currentUserAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** The role's key ('super_admin', 'office_manager'). */
  userRole: z.string(),
  userRoleName: z.string(),
  /** Empty for the super administrator, who holds every permission by their role. */
  userPermissions: z.array(z.string()),
  organisation: z.strictObject({ id: z.uuid(), name: z.string() }),
  branch: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  /** Null for an organisation-wide role; else the one branch they see (null: none). */
  branchScope: z.strictObject({ branchId: z.uuid().nullable() }).nullable(),
  /** The account that signed in, when this session has switched to a linked account. */
  parentUserId: z.uuid().nullable(),
  /** Their role needs multi-factor sign-in and they have not set it up yet. */
  mfaEnrolmentDue: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserAnswer>;

/** GET /api/v1/user, POST /login/mfa and POST /api/v1/account/switch: the person, at `data`. */
export const signedInAnswer = z.strictObject({ data: currentUserAnswer });
export type SignedIn = z.infer<typeof signedInAnswer>;

/**
 * POST /login: with an authenticator app set up, only that a code is needed (no session yet);
 * otherwise the person, and whether their role needs them to set one up first.
 */
export const signInAnswer = z.union([
  z.strictObject({ mfaRequired: z.literal(true) }),
  z.strictObject({
    data: currentUserAnswer,
    mfaEnrolmentRequired: z.boolean(),
    // Never sent; lets a reader ask `answer.mfaRequired` of either kind.
    mfaRequired: z.never().optional(),
  }),
]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** One account the signed-in person may switch to (their own included, marked `current`). */
export const linkedAccountAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  userRole: z.string(),
  userRoleName: z.string(),
  organisationName: z.string(),
  current: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccountAnswer>;

/** GET /api/v1/account/switch-accounts-list. */
export const linkedAccountsAnswer = z.strictObject({
  /** The account that signed in, from which every linked account hangs. */
  parentUserId: z.uuid(),
  accounts: z.array(linkedAccountAnswer),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsAnswer>;

/** GET /api/v1/account/security: whether MFA is on or required, and recovery codes left. */
export const securityStatusAnswer = z.strictObject({
  mfa: z.strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    recoveryCodesLeft: z.number().int().nonnegative(),
  }),
});
export type SecurityStatus = z.infer<typeof securityStatusAnswer>;

/**
 * POST /api/v1/account/mfa/enrol: the new secret, the one answer that carries it, since the
 * person must type or scan it into their app; it is never answered again once confirmed.
 */
export const mfaEnrolmentAnswer = z.strictObject({
  secret: z.string().regex(/^[A-Z2-7]+$/),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  /** The URI as a QR code, a PNG data URL. */
  qrCode: z.string().startsWith('data:image/png;base64,'),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentAnswer>;

/** MFA confirmed or codes replaced: the new recovery codes, shown this once. */
export const recoveryCodesAnswer = z.strictObject({ recoveryCodes: z.array(z.string()).min(1) });
export type RecoveryCodes = z.infer<typeof recoveryCodesAnswer>;
