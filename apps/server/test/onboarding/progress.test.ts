import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signUp } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/onboarding/progress';

function save(token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: authed(token), payload });
}

async function stepOf(token: string) {
  const response = await t.app.inject({ url, headers: authed(token) });
  expect(response.statusCode).toBe(200);
  return response.json().step;
}

describe('onboarding progress', () => {
  it('starts at the rentals step after sign-up', async () => {
    const { token } = await signUp(t.app);
    expect(await stepOf(token)).toBe('rentals');
  });

  it('moves forward step by step, and may skip ahead', async () => {
    const { token } = await signUp(t.app);
    const rooms = await save(token, { step: 'rooms' });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json()).toEqual({ step: 'rooms' });
    expect((await save(token, { step: 'subscription' })).json()).toEqual({
      step: 'subscription',
    });
    expect((await save(token, { step: 'done' })).json()).toEqual({ step: 'done' });
    expect(await stepOf(token)).toBe('done');
  });

  it('never moves backwards: the later step is kept and answered', async () => {
    const { token } = await signUp(t.app);
    await save(token, { step: 'tenants' });
    for (const step of ['rentals', 'rooms', 'tenants']) {
      const response = await save(token, { step });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ step: 'tenants' });
    }
    expect(await stepOf(token)).toBe('tenants');
  });

  it('places collecting rent (the paybill) after tenants and before invoices', async () => {
    const { token } = await signUp(t.app);
    await save(token, { step: 'tenants' });
    expect((await save(token, { step: 'collect_rent' })).json()).toEqual({ step: 'collect_rent' });
    expect((await save(token, { step: 'tenants' })).json()).toEqual({ step: 'collect_rent' });
    expect((await save(token, { step: 'invoices' })).json()).toEqual({ step: 'invoices' });
    expect((await save(token, { step: 'collect_rent' })).json()).toEqual({ step: 'invoices' });
  });

  it.each([{ step: 'dashboard' }, { step: 3 }, {}])(
    'refuses %j and keeps the step',
    async (body) => {
      const { token } = await signUp(t.app);
      await save(token, { step: 'rooms' });
      const response = await save(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation',
        message: 'Unknown onboarding step',
        fields: { step: 'Unknown onboarding step' },
      });
      expect(await stepOf(token)).toBe('rooms');
    },
  );

  it('keeps each organization’s progress apart', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await save(a.token, { step: 'invoices' });
    expect(await stepOf(b.token)).toBe('rentals');
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url, payload: { step: 'done' } });
    expect(response.statusCode).toBe(401);
  });
});
