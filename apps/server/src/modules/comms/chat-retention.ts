import fs from 'node:fs/promises';
import path from 'node:path';
import { type Db, schema } from '@care360/db';
import { CHAT_EVENT_KIND, chatSettingsOf } from '@care360/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { defineCronTask } from '../../platform/jobs/task';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { noteChange, systemActor } from '../../platform/records/record-store';
import { CHAT_RESOURCE } from './chat-access';

/**
 * Messages are kept as long as the organisation's chat settings say (24 months by default); each
 * night this removes older ones with their attachments. Each batch is one transaction with an
 * audit entry per conversation (how many, sent before when) and a live event to its people.
 */

const { chatMessages, chatParticipants, files } = schema;

/** Messages removed in one transaction. */
const BATCH = 500;

/** The instant `months` months before `now` (the 31st falls back to the month's last day). */
export function chatCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0));
  cutoff.setUTCDate(Math.min(day, last.getUTCDate()));
  return cutoff;
}

/** Removes the organisation's messages past its retention; answers how many went. */
export async function removeExpiredChat(
  db: Db,
  filesDir: string,
  organisationId: string,
  now: Date,
): Promise<number> {
  const settings = chatSettingsOf(
    await organisationSettingsRow(db, 'chat-settings', organisationId),
  );
  const cutoff = chatCutoff(now, settings.retentionMonths);
  let removed = 0;
  for (;;) {
    const { count, storageKeys } = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(chatMessages)
        .where(
          inArray(
            chatMessages.id,
            sql`(select id from ${chatMessages} where ${chatMessages.organisationId} = ${organisationId}
              and ${chatMessages.sentAt} < ${cutoff.toISOString()}
              order by ${chatMessages.sentAt} limit ${BATCH} for update skip locked)`,
          ),
        )
        .returning({
          conversationId: chatMessages.conversationId,
          fileIds: chatMessages.fileIds,
        });
      if (gone.length === 0) return { count: 0, storageKeys: [] as string[] };
      const fileIds = gone.flatMap((message) => message.fileIds);
      const removedFiles = fileIds.length
        ? await tx
            .delete(files)
            .where(
              and(
                inArray(files.id, fileIds),
                eq(files.organisationId, organisationId),
                eq(files.ownerKind, CHAT_RESOURCE),
              ),
            )
            .returning({ storageKey: files.storageKey })
        : [];
      const byConversation = new Map<string, number>();
      for (const message of gone) {
        byConversation.set(
          message.conversationId,
          (byConversation.get(message.conversationId) ?? 0) + 1,
        );
      }
      for (const [conversationId, messages] of byConversation) {
        const audience = await tx
          .select({ userId: chatParticipants.userId })
          .from(chatParticipants)
          .where(eq(chatParticipants.conversationId, conversationId));
        await noteChange(tx, systemActor(organisationId), {
          action: 'delete',
          recordType: CHAT_EVENT_KIND,
          recordId: conversationId,
          changes: { removedMessages: messages, sentBefore: cutoff.toISOString(), retention: true },
          audience: audience.map((row) => row.userId),
        });
      }
      return { count: gone.length, storageKeys: removedFiles.map((file) => file.storageKey) };
    });
    removed += count;
    await removeUnusedBytes(db, filesDir, storageKeys);
    if (count < BATCH) return removed;
  }
}

/** The stored bytes no file row names any more (a copy may share them). */
async function removeUnusedBytes(db: Db, filesDir: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const stillUsed = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  const used = new Set(stillUsed.map((row) => row.storageKey));
  for (const key of keys) {
    if (used.has(key) || key.includes('/') || key.includes('..')) continue;
    await fs.rm(path.join(filesDir, key), { force: true });
  }
}

export const chatRetentionTask = defineCronTask({
  name: 'comms.chat-retention',
  title: 'Remove chat messages past their retention',
  schedule: '40 2 * * *',
  async run({ db, config, log, organisationId, scheduledFor }) {
    const removed = await removeExpiredChat(db, config.filesDir, organisationId, scheduledFor);
    if (removed > 0) log.info({ removed }, 'chat messages past retention removed');
  },
});
