import path from 'node:path';

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
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  secureCookies: boolean;
  logLevel: string;
  demoData: boolean;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = number(env.PORT, 3000);
  const host = env.HOST || 'localhost';
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (env.PUBLIC_URL || `http://${linkHost}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    filesDir: path.resolve(cwd, env.FILES_DIR || path.join(env.DATA_DIR || 'data', 'files')),
    webDist: path.resolve(cwd, env.WEB_DIST || 'apps/web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'care360 <no-reply@care360.local>',
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 60),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 12),
    secureCookies: env.COOKIE_SECURE
      ? env.COOKIE_SECURE === 'true'
      : publicUrl.startsWith('https:'),
    logLevel: env.LOG_LEVEL || 'info',
    demoData: env.DEMO_DATA !== 'false',
  };
}
