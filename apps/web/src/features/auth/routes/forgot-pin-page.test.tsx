import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/auth-token';
import { apiError, json, mockApi, testUser } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';

const sentMessage = { message: 'If this number is registered, we have sent a code by SMS.' };

type User = ReturnType<typeof renderApp>['user'];

async function askForCode(user: User, phonenumber = '0722000111') {
  await user.type(await screen.findByLabelText('Phone Number'), phonenumber);
  await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
  await screen.findByRole('heading', { name: 'Set a new PIN' });
}

async function setPin(user: User, code: string, confirm = '4826') {
  await user.type(screen.getByLabelText('Code from the SMS'), code);
  await user.type(screen.getByLabelText('New Pin'), '4826');
  await user.type(screen.getByLabelText('Confirm New Pin'), confirm);
  await user.click(screen.getByRole('button', { name: 'SET NEW PIN AND SIGN IN' }));
}

describe('/forgot-pin', () => {
  it('is linked from sign-in', async () => {
    mockApi({});
    const { user, router } = renderApp('/sign-in');
    const link = await screen.findByRole('link', { name: 'Forgot PIN?' });
    await user.click(link);
    await waitForMove(router, '/forgot-pin', link);
    expect(await screen.findByRole('heading', { name: 'Forgot your PIN?' })).toBeVisible();
  });

  it('sends a code, then sets the new PIN, signs in and goes to the dashboard', async () => {
    const { requests } = mockApi({
      'POST /api/auth/forgot-pin': () => json(sentMessage, 202),
      'POST /api/auth/reset-pin': () => json({ token: 'new-token', user: testUser }),
      'GET /api/auth/user': () => json({ user: testUser }),
    });
    const { user, router } = renderApp('/forgot-pin');

    // Step 1 checks the number before asking the server.
    await user.type(await screen.findByLabelText('Phone Number'), '722000111');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(await screen.findByText('Phone number should start with 0')).toBeVisible();
    expect(requests).toEqual([]);
    await user.clear(screen.getByLabelText('Phone Number'));

    await askForCode(user);
    expect(requests[0]?.body).toEqual({ phonenumber: '0722000111' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'If 0722000111 is registered, we have sent a code by SMS.',
    );

    await setPin(user, '123456');
    // The dashboard is loaded on demand: give its first import time on a busy machine.
    await vi.waitFor(() => expect(router.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    expect(getToken()).toBe('new-token');
    expect(requests.find((r) => r.path === '/api/auth/reset-pin')?.body).toEqual({
      phonenumber: '0722000111',
      code: '123456',
      newpin: '4826',
    });
  });

  it('checks the code and that the PINs match before calling the server', async () => {
    const { requests } = mockApi({ 'POST /api/auth/forgot-pin': () => json(sentMessage, 202) });
    const { user } = renderApp('/forgot-pin');
    await askForCode(user);
    await setPin(user, '12345', '4827');
    expect(await screen.findByText('The code is the 6 digits from the SMS')).toBeVisible();
    expect(screen.getByText('The PINs do not match')).toBeVisible();
    expect(requests.map((r) => r.path)).toEqual(['/api/auth/forgot-pin']);
  });

  it('shows a wrong code under the field and in the alert, and stays signed out', async () => {
    const message = 'The code is wrong or has expired. 4 tries left.';
    mockApi({
      'POST /api/auth/forgot-pin': () => json(sentMessage, 202),
      'POST /api/auth/reset-pin': () => apiError(400, 'validation', message, { code: message }),
    });
    const { user, router } = renderApp('/forgot-pin');
    await askForCode(user);
    await setPin(user, '654321');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription(message);
    expect(router.location.pathname).toBe('/forgot-pin');
    expect(getToken()).toBeNull();
  });

  it.each([
    [423, 'locked', 'Too many wrong codes. Ask for a new code.'],
    [429, 'rate_limited', 'Too many requests. Try again in a minute.'],
  ])('shows a %i refusal in the alert', async (status, code, message) => {
    mockApi({
      'POST /api/auth/forgot-pin': () => json(sentMessage, 202),
      'POST /api/auth/reset-pin': () => apiError(status, code, message),
    });
    const { user } = renderApp('/forgot-pin');
    await askForCode(user);
    await setPin(user, '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderApp('/forgot-pin');
    await user.type(await screen.findByLabelText('Phone Number'), '0722000111');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(screen.getByRole('heading', { name: 'Forgot your PIN?' })).toBeVisible();
  });

  it('resends the code, and goes back to change the number', async () => {
    const { requests } = mockApi({ 'POST /api/auth/forgot-pin': () => json(sentMessage, 202) });
    const { user } = renderApp('/forgot-pin');
    await askForCode(user);

    await user.click(screen.getByRole('button', { name: 'RESEND CODE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'If this number is registered, we have sent a new code by SMS.',
    );
    expect(requests.map((r) => r.body)).toEqual([
      { phonenumber: '0722000111' },
      { phonenumber: '0722000111' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByLabelText('Phone Number')).toHaveValue('0722000111');
  });

  it('shows a refused resend (too many codes)', async () => {
    let calls = 0;
    mockApi({
      'POST /api/auth/forgot-pin': () =>
        ++calls === 1
          ? json(sentMessage, 202)
          : apiError(429, 'rate_limited', 'Wait a minute before asking for another code.'),
    });
    const { user } = renderApp('/forgot-pin');
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'RESEND CODE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wait a minute before asking for another code.',
    );
  });
});
