import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { formatDay } from '../../../lib/format-date';
import { apiError, json, mockApi, testUser, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const due = '2026-12-31T09:00:00.000Z';
const dueUser = { ...testUser, phoneconfirmdue: due };
const confirmedUser = { ...testUser, phoneconfirmdue: null };
const title = 'Confirm your phone number';

/** Signed in; GET /api/auth/user answers with each of `users` in turn (the last one after). */
function signedInAs(...users: (typeof testUser)[]) {
  setToken('test-token');
  let call = 0;
  return {
    'GET /api/auth/user': () => json({ user: users[Math.min(call++, users.length - 1)] }),
  };
}

const changes = (requests: MockRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map(({ path, body }) => ({ path, body }));

describe('the phone confirmation banner', () => {
  it('says by when to confirm, sends a code, confirms it and goes', async () => {
    const { requests } = mockApi({
      ...signedInAs(dueUser, confirmedUser),
      'POST /api/user/phone-confirmation': () =>
        json({ verification: 'sms', phonenumber: '0712345678' }, 202),
      'POST /api/user/phone-confirmation/verify': () => json({ user: confirmedUser }),
    });
    const { user } = renderApp('/user');
    const banner = (await screen.findByText(title, {}, { timeout: 20_000 })).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(banner).toHaveTextContent(
      `Please confirm your phone number 0712345678 by ${formatDay(due)}.`,
    );

    await user.click(within(banner).getByRole('button', { name: 'CONFIRM PHONE' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('We will send a 6-digit code by SMS to 0712345678.');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    await user.type(await within(dialog).findByLabelText('Code from the SMS'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    const confirmed = await screen.findByText('Your phone number is confirmed.');
    expect(confirmed.closest('[role="alert"]')).toBeVisible();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    expect(changes(requests)).toEqual([
      { path: '/api/user/phone-confirmation', body: undefined },
      { path: '/api/user/phone-confirmation/verify', body: { code: '123456' } },
    ]);
  });

  it('shows a wrong code under the code and stays', async () => {
    mockApi({
      ...signedInAs(dueUser),
      'POST /api/user/phone-confirmation': () =>
        json({ verification: 'sms', phonenumber: '0712345678' }, 202),
      'POST /api/user/phone-confirmation/verify': () =>
        apiError(400, 'validation', 'The code is wrong or has expired. Ask for a new one.', {
          code: 'The code is wrong or has expired. Ask for a new one.',
        }),
    });
    const { user } = renderApp('/user');
    await user.click(
      await screen.findByRole('button', { name: 'CONFIRM PHONE' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    const code = await within(dialog).findByLabelText('Code from the SMS');
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await expect
      .poll(() => code)
      .toHaveAccessibleDescription('The code is wrong or has expired. Ask for a new one.');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByRole('button', { name: 'CONFIRM PHONE' })).toBeVisible();
  });

  it('is not shown once the phone is confirmed', async () => {
    mockApi(signedInAs(confirmedUser));
    renderApp('/user');
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });
});
