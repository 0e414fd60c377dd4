import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/auth-token';
import { apiError, json, mockApi, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const submit = () => screen.getByRole('button', { name: 'SET PIN AND SIGN IN' });

async function fill(user: ReturnType<typeof renderApp>['user'], code: string, confirm = '2468') {
  await user.type(await screen.findByLabelText('Phone Number'), '0722000111');
  await user.type(screen.getByLabelText('Code from the SMS'), code);
  await user.type(screen.getByLabelText('New Pin'), '2468');
  await user.type(screen.getByLabelText('Confirm Pin'), confirm);
  await user.click(submit());
}

describe('/join', () => {
  it('checks the code and that the PINs match before calling the server', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/join');
    await fill(user, '123', '1357');
    expect(await screen.findByText('The code is the 6 digits from the SMS')).toBeInTheDocument();
    expect(screen.getByText('The PINs do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code under the field and in the alert', async () => {
    mockApi({
      'POST /api/team/accept': () =>
        apiError(400, 'validation', 'The code is wrong. 4 tries left.', {
          code: 'The code is wrong. 4 tries left.',
        }),
    });
    const { user, router } = renderApp('/join');
    await fill(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong. 4 tries left.');
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription(
      'The code is wrong. 4 tries left.',
    );
    expect(router.location.pathname).toBe('/join');
    expect(getToken()).toBeNull();
  });

  it('sets the PIN, keeps the session and goes to the dashboard', async () => {
    const member = userWithRole('manager', { userid: 'u-2' });
    const { requests } = mockApi({
      'POST /api/team/accept': () => json({ token: 'member-token', user: member }),
      'GET /api/auth/user': () => json({ user: member }),
    });
    const { user, router } = renderApp('/join');
    await fill(user, '123456');
    await vi.waitFor(() => expect(router.location.pathname).toBe('/dashboard'), {
      timeout: 5_000,
    });
    expect(getToken()).toBe('member-token');
    expect(requests.find((r) => r.path === '/api/team/accept')?.body).toEqual({
      phonenumber: '0722000111',
      code: '123456',
      pin: '2468',
    });
  });
});
