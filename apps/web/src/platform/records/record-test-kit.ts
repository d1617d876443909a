import { screen } from '@testing-library/react';
import {
  type FakeAnswer,
  fakeServer,
  officeUser,
  ok,
  type SeenRequest,
} from '../../test/fake-server';
import type { CurrentUser } from '../current-user';
import type { RecordRow } from './record-api';

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A user holding every permission on the given record kinds. */
export function userWhoMay(kinds: string[], actions = ['read', 'create', 'update', 'delete']) {
  const user: CurrentUser = {
    ...officeUser,
    userPermissions: kinds.flatMap((kind) => actions.map((action) => `${kind}.${action}`)),
  };
  return user;
}

/** The signed-in shell's own calls plus the record calls a test needs. */
export function recordServer(user: CurrentUser, routes: Record<string, Handler>) {
  return fakeServer({
    'GET /api/v1/user': () => ok({ data: user }),
    'GET /api/v1/account/switch-accounts-list': () => ok({ parentUserId: 'p1', accounts: [] }),
    ...routes,
  });
}

/** A stored row with the standard columns around the given fields. */
export function row(id: string, fields: Record<string, unknown>, version = 1): RecordRow {
  return {
    id,
    version,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    _titles: {},
    ...fields,
  };
}

/** The query of the last request to a path, as a plain object. */
export function lastQuery(server: ReturnType<typeof fakeServer>, method: string, path: string) {
  return Object.fromEntries(server.calls(method, path).at(-1)?.query ?? []);
}

/** The shell's alert popup once it shows the message. */
export async function alertSaying(message: string): Promise<HTMLElement> {
  const text = await screen.findByText(message);
  const alert = text.closest<HTMLElement>('[data-type]');
  if (!alert) throw new Error(`“${message}” is not in the alert popup.`);
  return alert;
}

/** The text an input's aria-describedby points at: its help and its error message. */
export function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}
