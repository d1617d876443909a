import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every record of the organisation carries. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: a save must carry the version it read (DESIGN.md §4). */
export const version = () => integer('version').notNull().default(1);
