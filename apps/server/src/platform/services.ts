import type { Db } from '@care360/db';
import type { Config } from '../config';
import type { Mailer } from './email/mailer';

/** What handlers may use; built once per process in the composition root. */
export interface Services {
  db: Db;
  config: Config;
  mailer: Mailer;
}
