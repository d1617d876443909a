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
