import { type Db, schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';

const INSTALLATION = 'installation';
const { pushVapidKeys } = schema;

export interface VapidKeys {
  publicKey: string;
  /** Signs every push; never logged, never answered. */
  privateKey: string;
}

async function storedKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, INSTALLATION));
  return row ?? null;
}

/**
 * The installation's VAPID pair, made the first time it is asked for (the first start). Two
 * processes starting at once may each make a pair; only the first insert lands and both then
 * read that one, so every browser subscribed holds the key that signs its pushes.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await storedKeys(db);
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: INSTALLATION, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing({ target: pushVapidKeys.id });
  const stored = await storedKeys(db);
  if (!stored) throw new Error('The push keys could not be stored.');
  return stored;
}

/**
 * Who the push services may contact about this installation's pushes (the VAPID subject): the
 * public address when it is https on a real host, else the address email is sent from.
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  try {
    const url = new URL(publicUrl);
    if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  } catch {
    // An unreadable address falls back to the email address below.
  }
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:no-reply@care360.local';
}
