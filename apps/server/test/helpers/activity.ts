import type { ActivityEntry, ActivityQuery } from '@rental/shared/schemas/activity';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/connection.js';
import { authed } from './accounts.js';
import { memberToken } from './members.js';

/** The owner's view of the log, newest first: one kind, or every entry. */
export async function activityOf(
  app: App,
  ownerToken: string,
  kind?: ActivityQuery['kind'],
): Promise<ActivityEntry[]> {
  const response = await app.inject({
    url: `/api/activity${kind ? `?kind=${kind}` : ''}`,
    headers: authed(ownerToken),
  });
  if (response.statusCode !== 200) throw new Error(`activity not read: ${response.body}`);
  return response.json().activity;
}

/** A member of the organization, signed in, with the user id their entries carry. */
export async function signedInMemberOf(app: App, db: Db, organizationId: string) {
  const token = await memberToken(db, organizationId);
  const response = await app.inject({ url: '/api/auth/user', headers: authed(token) });
  return { token, userId: response.json().user.userid as string, name: 'Maina Kariuki' };
}

/** The address the browser in these tests sends from: entries must record it. */
export const browserIp = '10.20.30.40';

/** A signed-in request from `browserIp`. */
export function sendFromBrowser(
  app: App,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: authed(token), payload, remoteAddress: browserIp });
}
