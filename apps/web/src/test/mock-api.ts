import type { UserRole } from '@rental/shared/enums';
import { permissionsOf } from '@rental/shared/permissions';
import type { CurrentUser } from '@rental/shared/schemas/users';
import { vi } from 'vitest';
import { setToken } from '../lib/auth-token';

export interface MockRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON response as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The contract's error body. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return json({ error: { code, message, ...(fields && { fields }) } }, status);
}

/** The test user in another role, with that role's permissions (and any other changes). */
export function userWithRole(role: UserRole, changes: Partial<CurrentUser> = {}): CurrentUser {
  return { ...testUser, role, permissions: permissionsOf(role), ...changes };
}

export const testUser: CurrentUser = {
  userid: 'u-1',
  organizationid: 'o-1',
  role: 'owner',
  rentalids: [],
  permissions: permissionsOf('owner'),
  language: 'en',
  userProfile: {
    firstname: 'Amina',
    lastname: 'Otieno',
    phonenumber: '0712345678',
    email: 'amina@example.co.ke',
    accounttype: 'Landlord',
    status: 'active',
  },
  returning: true,
};

/** The same user on an Agent account: the landlords screens and filters are theirs. */
export const agentUser: CurrentUser = {
  ...testUser,
  userProfile: { ...testUser.userProfile, accounttype: 'Agent' },
};

/** A JSON body parsed; any other (a CSV upload) as its text. */
function jsonOrText(body: string, headers: Headers): unknown {
  return (headers.get('content-type') ?? 'application/json').includes('json')
    ? JSON.parse(body)
    : body;
}

/**
 * Replaces fetch with handlers keyed 'METHOD /path'. A call without a handler answers 404 in
 * the contract's shape. Returns the mock, whose calls are the requests made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = typeof input === 'string' ? input : input.toString();
    const request: MockRequest = {
      method,
      path,
      headers: new Headers(init?.headers),
      body:
        typeof init?.body === 'string'
          ? jsonOrText(init.body, new Headers(init.headers))
          : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    return handler
      ? handler(request)
      : apiError(404, 'not_found', `No handler for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** A signed-in session: a stored token and GET /api/auth/user answering with `user`. */
export function signedIn(user: CurrentUser = testUser) {
  setToken('test-token');
  return { 'GET /api/auth/user': () => json({ user }) } satisfies Record<string, Handler>;
}

/** A promise to resolve later, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
