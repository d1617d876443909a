import { apiPost } from '../../platform/api';

/**
 * The carer's writes, kept on the phone (IndexedDB) until the server has them: each one is queued
 * first, with its true time and an Idempotency-Key made once, then sent in order whenever there is
 * signal. A retry after a lost answer repeats the key, so the server does the work once. A write
 * the server refuses (a visit the office cancelled) stays in the queue marked with why, so nothing
 * the carer wrote is lost; they can dismiss it once they have read it.
 */

export interface QueuedWrite {
  /** Its Idempotency-Key, and its key in the store. */
  key: string;
  /** Ordering: the time it was queued (ms), then the key. */
  queuedAt: number;
  url: string;
  body: Record<string, unknown>;
  /** What the carer sees in the queue: 'Check in', 'Refused: Paracetamol'. */
  label: string;
  visitId: string | null;
  /** Why the server refused it; null while it waits to be sent. */
  conflict: string | null;
}

const DB_NAME = 'care360-carer';
const STORE = 'writes';
const SYNCED_KEY = 'care360-carer-last-synced';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const listeners = new Set<() => void>();

/** Tells each subscriber (the screens) that the queue or the last sync changed. */
function changed() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queuedWrites(): Promise<QueuedWrite[]> {
  const all = await run<QueuedWrite[]>('readonly', (store) => store.getAll());
  return all.sort((a, b) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key));
}

export function lastSynced(): Date | null {
  const value = localStorage.getItem(SYNCED_KEY);
  return value ? new Date(value) : null;
}

/** Queues a write (its time is now, on the phone) and tries to send the queue at once. */
export async function enqueue(
  write: Omit<QueuedWrite, 'key' | 'queuedAt' | 'conflict'>,
): Promise<void> {
  const queued: QueuedWrite = {
    ...write,
    key: `carer-${crypto.randomUUID()}`,
    queuedAt: Date.now(),
    conflict: null,
  };
  await run('readwrite', (store) => store.put(queued));
  changed();
  void syncQueue();
}

export async function dismiss(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
  changed();
}

let syncing: Promise<void> | null = null;

/**
 * Sends what waits, oldest first, stopping at the first that cannot reach the server (the rest
 * keep their order for next time). One sync at a time.
 */
export function syncQueue(): Promise<void> {
  if (!syncing) {
    syncing = sendAll().finally(() => {
      syncing = null;
    });
  }
  return syncing;
}

async function sendAll(): Promise<void> {
  const waiting = (await queuedWrites()).filter((write) => !write.conflict);
  let reached = waiting.length === 0 && navigator.onLine;
  for (const write of waiting) {
    const result = await apiPost(write.url, write.body, {
      headers: { 'Idempotency-Key': write.key },
    });
    if (result.error && (result.status === 0 || result.status >= 500 || result.status === 401)) {
      // No signal (or the server is down): try again later, in the same order.
      break;
    }
    reached = true;
    if (result.error) {
      await run('readwrite', (store) => store.put({ ...write, conflict: result.message }));
    } else {
      await run('readwrite', (store) => store.delete(write.key));
    }
    changed();
  }
  if (reached) {
    localStorage.setItem(SYNCED_KEY, new Date().toISOString());
    changed();
  }
}

let started = false;

/** Sends the queue whenever the signal returns, and every half minute while the app is open. */
export function startSync(): void {
  if (started) return;
  started = true;
  registerShellWorker();
  window.addEventListener('online', syncInBackground);
  window.setInterval(() => {
    if (navigator.onLine) syncInBackground();
  }, 30_000);
  syncInBackground();
}

/**
 * A sync nobody waits on: one that cannot run (the phone's storage is closed to the page) leaves
 * the queue as it is, shown as waiting, for the next try.
 */
function syncInBackground(): void {
  syncQueue().catch(() => undefined);
}

/** Installs the service worker that keeps the app shell, so the app opens without signal. */
export function registerShellWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void navigator.serviceWorker.register('/carer-sw.js', { scope: '/' }).catch(() => undefined);
}
