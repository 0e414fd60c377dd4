import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const inactiveUser = {
  ...testUser,
  userProfile: { ...testUser.userProfile, status: 'inactive' as const },
};

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'DEACTIVATE' }));
  return screen.findByRole('dialog', { name: 'Deactivate your account?' });
}

describe('account status button', () => {
  it('asks first, saying what stops, and needs the current PIN', async () => {
    const { requests } = mockApi(signedIn());
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);

    expect(dialog).toHaveTextContent('Scheduled invoices are not sent');
    expect(dialog).toHaveTextContent('Payment reminders are not sent');
    expect(dialog).toHaveTextContent('No SMS goes to your tenants');
    expect(dialog).toHaveTextContent('You can still sign in');

    await user.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    expect(await within(dialog).findByText('Please enter your 4 digit pin')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DEACTIVATE' })).toBeVisible();
  });

  it("says 'User status updated' only once the server has confirmed", async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({
      ...signedIn(),
      'PUT /api/user/user-deactivation': () => answer.promise,
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your Pin'), '2580');
    await user.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));

    expect(within(dialog).getByRole('button', { name: 'DEACTIVATE' })).toBeDisabled();
    expect(screen.queryByText('User status updated')).not.toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ status: 'inactive', currentpin: '2580' });

    answer.resolve(json({ user: inactiveUser }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User status updated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeEnabled();
  });

  it('shows a wrong PIN in the dialog and stays active', async () => {
    const message = 'The current pin is wrong';
    mockApi({
      ...signedIn(),
      'PUT /api/user/user-deactivation': () =>
        apiError(400, 'validation', message, { currentpin: message }),
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your Pin'), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));

    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Your Pin')).toHaveAccessibleDescription(message),
    );
    expect(screen.queryByText('User status updated')).not.toBeInTheDocument();
    // The refusal shows once, under the field: not again in an alert, in or out of the dialog.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows a lock in the dialog', async () => {
    const message = 'Too many wrong PINs. Try again in 15 minutes.';
    mockApi({
      ...signedIn(),
      'PUT /api/user/user-deactivation': () => apiError(423, 'locked', message),
    });
    const { user } = renderApp('/user');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your Pin'), '2580');
    await user.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('activates an inactive account without asking', async () => {
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

  it("shows the server's error, not 'User status updated', when activating fails", async () => {
    mockApi({
      ...signedIn(inactiveUser),
      'PUT /api/user/user-deactivation': () =>
        apiError(403, 'forbidden', 'This account cannot be activated'),
    });
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'ACTIVATE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot be activated');
    expect(screen.queryByText('User status updated')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeEnabled();
  });
});
