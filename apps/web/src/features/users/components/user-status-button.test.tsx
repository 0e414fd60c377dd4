import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const inactiveUser = {
  ...testUser,
  userProfile: { ...testUser.userProfile, status: 'inactive' as const },
};

describe('account status button', () => {
  it("says 'User status updated' only once the server has confirmed", async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({
      ...signedIn(),
      'PUT /api/user/user-deactivation': () => answer.promise,
    });
    const { user } = renderApp('/user');

    await user.click(await screen.findByRole('button', { name: 'DEACTIVATE' }));
    expect(screen.getByRole('button', { name: 'DEACTIVATE' })).toBeDisabled();
    expect(screen.queryByText('User status updated')).not.toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ status: 'inactive' });

    answer.resolve(json({ user: inactiveUser }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User status updated');
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'DEACTIVATE' })).not.toBeInTheDocument();
  });

  it('activates an inactive account', async () => {
    const { requests } = mockApi({
      ...signedIn(inactiveUser),
      'PUT /api/user/user-deactivation': () => json({ user: testUser }),
    });
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'ACTIVATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User status updated');
    expect(requests.at(-1)?.body).toEqual({ status: 'active' });
    expect(screen.getByRole('button', { name: 'DEACTIVATE' })).toBeVisible();
  });

  it("shows the server's error, not 'User status updated', when it fails", async () => {
    mockApi({
      ...signedIn(),
      'PUT /api/user/user-deactivation': () =>
        apiError(403, 'forbidden', 'The owner account cannot be deactivated'),
    });
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'DEACTIVATE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The owner account cannot be deactivated',
    );
    expect(screen.queryByText('User status updated')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DEACTIVATE' })).toBeEnabled();
  });
});
