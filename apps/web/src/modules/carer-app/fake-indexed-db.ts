/**
 * For tests: the few IndexedDB calls the phone's queue makes (open with an upgrade, one store by
 * keyPath, getAll/put/delete in a transaction that completes afterwards), kept in memory. jsdom
 * has no IndexedDB.
 */
type Rows = Map<string, unknown>;

interface FakeRequest<T> {
  result: T;
  error: null;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
  onupgradeneeded: (() => void) | null;
}

function request<T>(result: T): FakeRequest<T> {
  return { result, error: null, onsuccess: null, onerror: null, onupgradeneeded: null };
}

export function fakeIndexedDb(): IDBFactory {
  const databases = new Map<string, Map<string, { keyPath: string; rows: Rows }>>();
  const open = (name: string) => {
    const opening = request<unknown>(null);
    setTimeout(() => {
      const fresh = !databases.has(name);
      const stores = databases.get(name) ?? new Map();
      databases.set(name, stores);
      opening.result = {
        createObjectStore(store: string, options: { keyPath: string }) {
          stores.set(store, { keyPath: options.keyPath, rows: new Map() });
        },
        close() {},
        transaction(store: string) {
          const found = stores.get(store);
          if (!found) throw new Error(`No store ${store}`);
          let complete: (() => void) | null = null;
          const done = <T>(result: T) => {
            setTimeout(() => complete?.(), 0);
            return request(result);
          };
          return {
            set oncomplete(callback: () => void) {
              complete = callback;
            },
            set onerror(_: unknown) {},
            objectStore: () => ({
              getAll: () => done(structuredClone([...found.rows.values()])),
              put: (value: Record<string, unknown>) => {
                found.rows.set(String(value[found.keyPath]), structuredClone(value));
                return done(undefined);
              },
              delete: (key: string) => {
                found.rows.delete(key);
                return done(undefined);
              },
            }),
          };
        },
      };
      if (fresh) opening.onupgradeneeded?.();
      opening.onsuccess?.();
    }, 0);
    return opening;
  };
  return { open } as unknown as IDBFactory;
}
