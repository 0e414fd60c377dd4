import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('profile form', () => {
  it('starts with the current profile and saves the changes', async () => {
    const updated = { ...testUser, userProfile: { ...testUser.userProfile, firstname: 'Wanjiru' } };
    const { requests } = mockApi({
      ...signedIn(),
      'PUT /api/user/user-profile': () => json({ user: updated }),
    });
    const { user } = renderApp('/user');

    const firstname = await screen.findByLabelText('First Name');
    expect(firstname).toHaveValue('Amina');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0712345678');
    await user.clear(firstname);
    await user.type(firstname, 'Wanjiru');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User profile updated');
    expect(requests.at(-1)?.body).toEqual({
      firstname: 'Wanjiru',
      lastname: 'Otieno',
      phonenumber: '0712345678',
      email: 'amina@example.co.ke',
    });
  });

  it('validates with the shared rules and shows server field messages', async () => {
    mockApi({
      ...signedIn(),
      'PUT /api/user/user-profile': () =>
        apiError(400, 'validation', 'Invalid email address', { email: 'Invalid email address' }),
    });
    const { user } = renderApp('/user');
    const firstname = await screen.findByLabelText('First Name');
    await user.clear(firstname);
    await user.tab();
    expect(firstname).toHaveAccessibleDescription('Please enter first name');
    await user.type(firstname, 'Wanjiru');

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'amina@mail.example');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address');
    expect(email).toHaveAccessibleDescription('Invalid email address');
  });

  it('shows the phone read-only: UPDATE keeps it, CHANGE PHONE changes it', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'PUT /api/user/user-profile': () => json({ user: testUser }),
    });
    const { user } = renderApp('/user');
    const phone = await screen.findByLabelText('Phone Number');
    expect(phone).toHaveAttribute('readonly');
    await user.type(phone, '0722');
    expect(phone).toHaveValue('0712345678');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await screen.findByRole('alert');
    expect(requests.at(-1)?.body).toMatchObject({ phonenumber: '0712345678' });
    expect(screen.getByRole('button', { name: 'CHANGE PHONE' })).toBeVisible();
  });
});
