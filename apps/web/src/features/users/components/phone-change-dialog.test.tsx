import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { apiError, json, mockApi, testUser, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const changedUser = {
  ...testUser,
  userProfile: { ...testUser.userProfile, phonenumber: '0722000000' },
};

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

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'CHANGE PHONE' }));
  return screen.findByRole('dialog', { name: 'Change phone number' });
}

describe('changing the phone number', () => {
  it('sends a code to the new phone with the PIN, then confirms it with the code', async () => {
    const { requests } = mockApi({
      ...signedInAs(testUser, changedUser),
      'POST /api/user/phone-change': () =>
        json({ verification: 'sms', phonenumber: '0722000000' }, 202),
      'POST /api/user/phone-change/verify': () => json({ user: changedUser }),
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('New Phone Number'), '0722000000');
    await user.type(within(dialog).getByLabelText('Current Pin'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));

    expect(
      await within(dialog).findByText(/sent a 6-digit code by SMS to 0722000000/),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code from the SMS'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your phone number is now 0722000000.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0722000000');
    expect(changes(requests)).toEqual([
      { path: '/api/user/phone-change', body: { phonenumber: '0722000000', pin: '1234' } },
      {
        path: '/api/user/phone-change/verify',
        body: { phonenumber: '0722000000', code: '123456' },
      },
    ]);
    // The signed-in user is loaded again after the change.
    expect(requests.filter((request) => request.path === '/api/auth/user').length).toBeGreaterThan(
      1,
    );
  });

  it('shows a wrong PIN and a taken phone under their fields', async () => {
    let call = 0;
    mockApi({
      ...signedInAs(testUser),
      'POST /api/user/phone-change': () =>
        call++ === 0
          ? apiError(400, 'validation', 'Current pin is incorrect', {
              pin: 'Current pin is incorrect',
            })
          : apiError(409, 'conflict', 'This phone number is already registered', {
              phonenumber: 'This phone number is already registered',
            }),
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    const phone = within(dialog).getByLabelText('New Phone Number');
    const pin = within(dialog).getByLabelText('Current Pin');
    await user.type(phone, '0722000000');
    await user.type(pin, '1111');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    await expect.poll(() => pin).toHaveAccessibleDescription('Current pin is incorrect');

    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    await expect
      .poll(() => phone)
      .toHaveAccessibleDescription('This phone number is already registered');
    expect(within(dialog).queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });

  it('shows a wrong code under the code and keeps the phone', async () => {
    mockApi({
      ...signedInAs(testUser),
      'POST /api/user/phone-change': () =>
        json({ verification: 'sms', phonenumber: '0722000000' }, 202),
      'POST /api/user/phone-change/verify': () =>
        apiError(400, 'validation', 'The code is wrong or has expired. Ask for a new one.', {
          code: 'The code is wrong or has expired. Ask for a new one.',
        }),
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('New Phone Number'), '0722000000');
    await user.type(within(dialog).getByLabelText('Current Pin'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'SEND CODE' }));
    const code = await within(dialog).findByLabelText('Code from the SMS');
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    await expect
      .poll(() => code)
      .toHaveAccessibleDescription('The code is wrong or has expired. Ask for a new one.');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0712345678');
  });
});
