import { pushPublicKeyAnswer } from '@care360/domain';
import { type ApiResult, apiRequest, fetchData } from '../../platform/api';

/**
 * This browser's push registration: asking permission, subscribing through the carer app's
 * service worker (/carer-sw.js, scope '/', as the carer app registers it) with the installation's
 * VAPID public key, and telling the server; and the reverse.
 */

export const SUBSCRIPTIONS_PATH = '/api/v1/my/push-subscriptions';

/** Whether this browser can take push notifications at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/carer-sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration('/');
  return (await found?.pushManager.getSubscription()) ?? null;
}

export type TurnOnOutcome = 'on' | 'denied' | ApiResult<unknown>;

/** Asks permission, subscribes and registers this browser with the server. */
export async function turnOnHere(): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = pushPublicKeyAnswer.parse(await fetchData('/api/v1/push/public-key'));
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const result = await apiRequest('POST', SUBSCRIPTIONS_PATH, { body: subscription.toJSON() });
  return result.error ? result : 'on';
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function turnOffHere(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiRequest('DELETE', SUBSCRIPTIONS_PATH, { body: { endpoint } });
}
