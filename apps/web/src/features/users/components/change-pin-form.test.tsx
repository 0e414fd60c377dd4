import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ChangePinForm } from './change-pin-form';

function renderForm() {
  return renderWithProviders(<ChangePinForm />);
}

async function changePin(user: ReturnType<typeof renderForm>['user'], confirm = '2222') {
  await user.type(await screen.findByLabelText('Current Pin'), '1111');
  await user.type(screen.getByLabelText('New Pin'), '2222');
  await user.type(screen.getByLabelText('Confirm New Pin'), confirm);
  await user.click(screen.getByRole('button', { name: 'CHANGE' }));
}

describe('change pin form', () => {
  it("shows the server's message under Current Pin when it is wrong", async () => {
    mockApi({
      ...signedIn(),
      'PUT /api/user/user-pin': () =>
        apiError(400, 'validation', 'Current pin is incorrect', {
          currentpin: 'Current pin is incorrect',
        }),
    });
    const { user } = renderForm();
    await changePin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Current pin is incorrect');
    expect(screen.getByLabelText('Current Pin')).toHaveAccessibleDescription(
      'Current pin is incorrect',
    );
    expect(screen.queryByText('User pin updated')).not.toBeInTheDocument();
  });

  it('says the pin was updated and clears the form', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'PUT /api/user/user-pin': () => json({ message: 'User pin updated' }),
    });
    const { user } = renderForm();
    await changePin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('User pin updated');
    expect(screen.getByLabelText('Current Pin')).toHaveValue('');
    expect(screen.getByLabelText('New Pin')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Pin')).toHaveValue('');
    const call = requests.find((request) => request.path === '/api/user/user-pin');
    expect(call?.body).toEqual({ currentpin: '1111', newpin: '2222' });
    expect(call?.headers.get('x-auth-token')).toBe('test-token');
  });

  it('asks for the new PIN twice and sends nothing when they differ', async () => {
    const { requests } = mockApi(signedIn());
    const { user } = renderForm();
    await changePin(user, '2223');
    expect(await screen.findByText('The PINs do not match')).toBeVisible();
    expect(screen.getByLabelText('Confirm New Pin')).toHaveAccessibleDescription(
      'The PINs do not match',
    );
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses a new pin equal to the current one', async () => {
    const { requests } = mockApi(signedIn());
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Current Pin'), '1111');
    await user.type(screen.getByLabelText('New Pin'), '1111');
    await user.type(screen.getByLabelText('Confirm New Pin'), '1111');
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));
    expect(
      await screen.findByText('New pin should be different from the current pin'),
    ).toBeVisible();
    // Nothing was sent.
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
