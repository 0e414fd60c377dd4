import { randomUUID } from 'node:crypto';
import type { Notification } from '@rental/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { authed, signUp } from '../helpers/accounts.js';
import { memberToken } from '../helpers/members.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The bell tells the owner when KRA eTIMS did not take documents (issue 34), linking to the
// list with Retry; a retry takes the line away, a new failure brings it back unread.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function bell(token: string): Promise<Notification[]> {
  const response = await t.app.inject({ url: '/api/notifications', headers: authed(token) });
  expect(response.statusCode).toBe(200);
  return response.json().notifications;
}

const etimsLines = (list: Notification[]) => list.filter((n) => n.kind === 'etims_failed');

async function account() {
  const signedUp = await signUp(t.app);
  return { token: signedUp.token, organizationId: signedUp.user.organizationid };
}

let nextNumber = 1;
async function transmission(
  organizationId: string,
  status: 'queued' | 'sending' | 'sent' | 'failed',
  at: string,
) {
  const id = randomUUID();
  await t.db
    .insertInto('etims_transmissions')
    .values({
      id,
      organization_id: organizationId,
      kind: 'sale',
      invoice_id: null,
      credit_note_id: null,
      document_number: nextNumber++,
      original_number: null,
      status,
      attempts: status === 'failed' ? 1 : 0,
      next_attempt_at: at,
      error: status === 'failed' ? '910: KRA eTIMS refused the request: 910 bad' : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

describe('the bell and KRA eTIMS', () => {
  it('tells the owner of failed documents, until they are retried', async () => {
    const owner = await account();
    const other = await account();
    await transmission(owner.organizationId, 'sent', '2026-11-01T08:00:00.000Z');
    await transmission(owner.organizationId, 'queued', '2026-11-01T08:00:00.000Z');
    expect(etimsLines(await bell(owner.token))).toEqual([]);

    const first = await transmission(owner.organizationId, 'failed', '2026-11-02T08:00:00.000Z');
    await transmission(owner.organizationId, 'failed', '2026-11-03T08:00:00.000Z');
    const [line] = etimsLines(await bell(owner.token));
    expect(line).toMatchObject({
      text: 'Invoices and credit notes KRA eTIMS did not take: 2. Check why and retry.',
      params: { count: 2 },
      link: '/settings?tab=etims&status=failed&month=all',
      createdat: '2026-11-03T08:00:00.000Z',
      read: false,
    });
    // Another organization's failures are not this one's, and theirs are not its.
    expect(etimsLines(await bell(other.token))).toEqual([]);

    // A manager keeps the settings but not eTIMS: the line is the owner's alone.
    const manager = await memberToken(t.db, owner.organizationId, systemClock, 'manager');
    expect(etimsLines(await bell(manager))).toEqual([]);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: authed(owner.token),
      payload: { notificationids: [line!.notificationid] },
    });
    expect(read.statusCode).toBeLessThan(300);
    expect(etimsLines(await bell(owner.token))[0]?.read).toBe(true);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/etims/transmissions/${first}/retry`,
      headers: authed(owner.token),
    });
    expect(retried.statusCode).toBe(200);
    // One left: a new line, unread again.
    const [after] = etimsLines(await bell(owner.token));
    expect(after).toMatchObject({ params: { count: 1 }, read: false });
  });
});
