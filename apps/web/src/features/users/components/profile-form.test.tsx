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
        apiError(409, 'conflict', 'This phone number is already registered', {
          phonenumber: 'This phone number is already registered',
        }),
    });
    const { user } = renderApp('/user');
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Please enter phone number');

    await user.type(phone, '0722000000');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This phone number is already registered',
    );
    expect(phone).toHaveAccessibleDescription('This phone number is already registered');
  });
});
