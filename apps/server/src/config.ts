import path from 'node:path';
import { type MailSetting, mailSettingOf } from './platform/email/mail-transports';
import { type LogFormat, logFormatOf } from './platform/logging/log-format';

export interface Config {
  port: number;
  host: string;
  /** Where links in emails point; defaults to the address the server listens on. */
  publicUrl: string;
  /** PostgreSQL server; when absent the embedded database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded files, outside the web root. */
  filesDir: string;
  webDist: string;
  smtpUrl: string | undefined;
  /** Where email goes: SMTP, development mail (console or file), or nowhere (log only). */
  mail: MailSetting;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  secureCookies: boolean;
  logLevel: string;
  /** Short coloured lines at a terminal, JSON lines otherwise; LOG_FORMAT chooses. */
  logFormat: LogFormat;
  demoData: boolean;
  /** Seals TOTP secrets at rest (AES-256-GCM); at least 32 characters, kept out of the database. */
  mfaSecretKey: string | undefined;
  /** Hold every answer to its route's declared schema (tests; CHECK_ANSWERS=true). */
  checkAnswers: boolean;
  /**
   * Whether this API process runs the job queue too (the default). RUN_JOBS=false leaves the jobs
   * to `npm run worker` processes of their own (larger installations).
   */
  runJobs: boolean;
  /** Jobs one process runs at once (JOB_CONCURRENCY, default 2). */
  jobConcurrency: number;
  /**
   * A postcodes.io-compatible service to place homes by postcode when the imported ONS Postcode
   * Directory does not know one (POSTCODE_LOOKUP_URL, e.g. https://api.postcodes.io).
   */
  postcodeLookupUrl: string | undefined;
  /** An OSRM routing server for journey times on the rota (OSRM_URL); straight line otherwise. */
  osrmUrl: string | undefined;
  /** How long one OSRM journey may take before the straight line answers (OSRM_TIMEOUT_MS). */
  osrmTimeoutMs: number;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function mfaSecretKeyOf(value: string | undefined): string | undefined {
  if (value && value.length < 32) throw new Error('MFA_SECRET_KEY must be at least 32 characters.');
  return value || undefined;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  isTerminal = process.stdout.isTTY === true,
): Config {
  const port = number(env.PORT, 3000);
  const host = env.HOST || 'localhost';
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (env.PUBLIC_URL || `http://${linkHost}:${port}`).replace(/\/+$/, '');
  const demoData = env.DEMO_DATA !== 'false';
  return {
    port,
    host,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    filesDir: path.resolve(cwd, env.FILES_DIR || path.join(env.DATA_DIR || 'data', 'files')),
    webDist: path.resolve(cwd, env.WEB_DIST || 'apps/web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mail: mailSettingOf(env, demoData, cwd),
    mailFrom: env.MAIL_FROM || 'care360 <no-reply@care360.local>',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 60),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 12),
    // Behind HTTPS the session cookie is always Secure (and __Host-); COOKIE_SECURE=true adds it
    // for an http PUBLIC_URL behind a TLS-terminating proxy, and can never take it away.
    secureCookies: publicUrl.startsWith('https:') || env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatOf(env.LOG_FORMAT, isTerminal),
    mfaSecretKey: mfaSecretKeyOf(env.MFA_SECRET_KEY),
    demoData,
    checkAnswers: env.CHECK_ANSWERS === 'true',
    runJobs: env.RUN_JOBS !== 'false',
    jobConcurrency: number(env.JOB_CONCURRENCY, 2),
    postcodeLookupUrl: env.POSTCODE_LOOKUP_URL?.replace(/\/+$/, '') || undefined,
    osrmUrl: env.OSRM_URL?.replace(/\/+$/, '') || undefined,
    osrmTimeoutMs: number(env.OSRM_TIMEOUT_MS, 2_000),
  };
}
