// The carer app's service worker: keeps the app shell (the page and its built files) so the app
// opens without signal. Answers from the API are never cached here: the app keeps what it read in
// memory and its own writes in IndexedDB (modules/carer-app/offline-queue.ts).
const SHELL = 'care360-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/app/carer', '/manifest.webmanifest', '/carer-icon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/health/')) return;
  if (request.mode === 'navigate') {
    // The page from the server when it answers (a new deploy is seen at once), else the shell.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(SHELL).then((cache) => cache.put('/app/carer', copy));
          return response;
        })
        .catch(() => caches.match('/app/carer')),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Built files carry a hash in their names: one kept is right for good.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            const copy = response.clone();
            caches.open(SHELL).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});

// Push notifications (modules/push): the server sends { title, body, url, tag }; a tap opens the
// url, always a page of the app, in a window already open when there is one.
const appUrl = (url) => {
  const target = new URL(typeof url === 'string' ? url : '/app/', self.location.origin);
  return target.origin === self.location.origin && target.pathname.startsWith('/app/')
    ? target.href
    : new URL('/app/', self.location.origin).href;
};

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'care360', {
      body: message.body || '',
      icon: '/carer-icon.svg',
      tag: message.tag || undefined,
      data: { url: appUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client ? client.navigate(url) : undefined));
      return self.clients.openWindow(url);
    }),
  );
});
