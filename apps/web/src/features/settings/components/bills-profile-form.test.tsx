import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const profile = {
  displayname: '',
  phone: '',
  defaultname: 'Sunrise Homes',
  defaultphone: '0712345678',
};

describe('Settings → MPESA Integration: name and phone on bills', () => {
  it('shows the defaults and saves the owner’s choice, checking the phone', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: null }),
      'GET /api/organization/profile': () => json(profile),
      'PUT /api/organization/profile': (request) =>
        json({ ...profile, ...(request.body as object) }),
    });
    const { user } = renderApp('/settings?tab=mpesa');
    const section = (
      await screen.findByRole('heading', { name: 'Name and phone on bills' })
    ).closest('section') as HTMLElement;
    const name = await within(section).findByLabelText('Name on bills');
    expect(name).toHaveAccessibleDescription('Left empty, bills say Sunrise Homes');
    await user.type(name, 'Jua Court Homes');
    await user.type(within(section).getByLabelText('Phone on bills'), '12');
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    expect(within(section).getByLabelText('Phone on bills')).toHaveAccessibleDescription(
      'Phone number should start with 0',
    );
    await user.clear(within(section).getByLabelText('Phone on bills'));
    await user.type(within(section).getByLabelText('Phone on bills'), '0722111222');
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name and phone on bills saved');
    expect(
      requests.find((r) => r.method === 'PUT' && r.path === '/api/organization/profile')?.body,
    ).toEqual({
      displayname: 'Jua Court Homes',
      phone: '0722111222',
    });
  });

  it('lets a manager change what bills say (the settings are theirs too)', async () => {
    mockApi({
      ...signedIn(userWithRole('manager')),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: null }),
      'GET /api/organization/profile': () =>
        json({ ...profile, displayname: 'Jua Court Homes', phone: '0722111222' }),
    });
    renderApp('/settings?tab=mpesa');
    const section = (
      await screen.findByRole('heading', { name: 'Name and phone on bills' })
    ).closest('section') as HTMLElement;
    const name = await within(section).findByLabelText('Name on bills');
    expect(name).toHaveValue('Jua Court Homes');
    expect(name).toBeEnabled();
    expect(within(section).queryByRole('note')).toBeNull();
  });
});
