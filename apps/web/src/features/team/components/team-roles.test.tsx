import { screen, waitFor, within } from '@testing-library/react';
import type { Rental } from '@rental/shared/schemas/rentals';
import type { TeamMember } from '@rental/shared/schemas/team';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

function rental(id: string, name: string): Rental {
  return {
    rentalid: id,
    rentaldata: {
      rentalname: name,
      rentallocation: 'Kilimani, Nairobi',
      rentaluse: 'residential',
      lrnumber: null,
      landlordid: null,
    },
    summary: { roomtypes: 1, units: 4, occupiedunits: 1, tenants: 1 },
  };
}
const sunrise = rental('r-1', 'Sunrise Court');
const baraka = rental('r-2', 'Baraka Flats');

const owner: TeamMember = {
  userid: 'u-1',
  firstname: 'Amina',
  lastname: 'Otieno',
  phonenumber: '0712345678',
  email: 'amina@example.co.ke',
  role: 'owner',
  rentalids: [],
  status: 'active',
  invitation: null,
};
const maina: TeamMember = {
  ...owner,
  userid: 'u-2',
  firstname: 'Maina',
  lastname: 'Kariuki',
  phonenumber: '0722000111',
  role: 'manager',
};

function openTeam(members: TeamMember[]) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/team/members': () => json({ members }),
    'GET /api/rental/all-rentals': () => json({ rentals: [sunrise, baraka] }),
    'PUT /api/team/members/u-2': (request) =>
      json({ member: { ...maina, ...(request.body as object) }, message: 'saved' }),
    'POST /api/team/members': (request) =>
      json({ member: { ...maina, ...(request.body as object) }, message: 'invited' }, 201),
  });
  return { ...renderApp('/settings?tab=team'), ...api };
}

describe('team roles', { timeout: 60_000 }, () => {
  it("shows each member's role and rentals", async () => {
    openTeam([owner, { ...maina, role: 'caretaker', rentalids: ['r-2'] }]);
    // The first screen of the file compiles MUI: it may take longer than the usual wait.
    const list = await screen.findByRole('list', { name: 'Team members' }, { timeout: 40_000 });
    const [, member] = within(list).getAllByRole('listitem');
    expect(member).toHaveTextContent('Caretaker');
    await waitFor(() => expect(member).toHaveTextContent('Baraka Flats'));
  });

  it('changes a member to a caretaker limited to one rental', async () => {
    const { user, requests } = openTeam([owner, maina]);
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('All rentals');
    await user.click(screen.getByRole('button', { name: 'Change the role of Maina Kariuki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Role of Maina Kariuki' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Caretaker' }));
    expect(within(dialog).getByText(/water readings/)).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rentals' }));
    await user.click(await screen.findByRole('option', { name: 'Sunrise Court' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toEqual([
        expect.objectContaining({
          path: '/api/team/members/u-2',
          body: { role: 'caretaker', rentalids: ['r-1'] },
        }),
      ]),
    );
    expect(await screen.findByText('The role of Maina Kariuki is saved')).toBeVisible();
  });

  it('invites a member as an accountant', async () => {
    const { user, requests } = openTeam([owner]);
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.type(within(form).getByRole('textbox', { name: /first name/i }), 'Wanjiru');
    await user.type(within(form).getByRole('textbox', { name: /last name/i }), 'Mwangi');
    await user.type(within(form).getByRole('textbox', { name: /phone/i }), '0722000333');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'wanjiru@example.co.ke');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Accountant' }));
    await user.click(within(form).getByRole('button', { name: 'INVITE MEMBER' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        firstname: 'Wanjiru',
        role: 'accountant',
        rentalids: [],
      }),
    );
  });

  it("offers a manager no Team tab: roles are the owner's to give", async () => {
    mockApi({
      ...signedIn(userWithRole('manager')),
      'GET /api/team/members': () => json({ members: [owner, maina] }),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    });
    renderApp('/settings?tab=team');
    expect(await screen.findByRole('tab', { name: 'Invoice Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change the role/i })).not.toBeInTheDocument();
  });
});
