import { screen, within } from '@testing-library/react';
import type { TeamMember } from '@rental/shared/schemas/team';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

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
const pending: TeamMember = {
  userid: 'u-2',
  firstname: 'Maina',
  lastname: 'Kariuki',
  phonenumber: '0722000111',
  email: 'maina@example.co.ke',
  role: 'manager',
  rentalids: [],
  status: 'active',
  invitation: { status: 'pending', expiresat: '2030-03-01T08:10:00.000Z', triesleft: 5 },
};
const expired: TeamMember = {
  ...pending,
  userid: 'u-3',
  firstname: 'Wanjiku',
  lastname: 'Njeri',
  phonenumber: '0722000222',
  invitation: { status: 'expired', expiresat: '2030-03-01T08:10:00.000Z', triesleft: 0 },
};

function openTeam(members: TeamMember[], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/team/members': () => json({ members }),
    ...extra,
  });
  return { ...renderApp('/settings?tab=team'), ...api };
}

describe('Team tab', () => {
  it('lists the users with role, status and invitation state', async () => {
    openTeam([owner, pending, expired]);
    expect(await screen.findByRole('tab', { name: 'Team' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Team members' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Amina Otieno (you)');
    expect(items[0]).toHaveTextContent('Owner');
    expect(items[1]).toHaveTextContent('0722000111');
    expect(items[1]).toHaveTextContent('Manager');
    expect(items[1]).toHaveTextContent('Active');
    expect(items[1]).toHaveTextContent(/Invitation pending until 1 Mar 2030/);
    expect(items[2]).toHaveTextContent('Invitation expired');
    // The owner is neither removable nor re-invitable.
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a member with the shared validation, then shows the alert', async () => {
    const { user, requests } = openTeam([owner], {
      'POST /api/team/members': () => json({ member: pending, message: 'Member invited.' }, 201),
    });
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.click(within(form).getByRole('button', { name: 'INVITE MEMBER' }));
    expect(await screen.findByText('Please enter phone number')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('First Name'), 'Maina');
    await user.type(within(form).getByLabelText('Last Name'), 'Kariuki');
    await user.type(within(form).getByLabelText('Phone Number'), '0722000111');
    await user.type(within(form).getByLabelText('Email'), 'maina@example.co.ke');
    await user.click(within(form).getByRole('button', { name: 'INVITE MEMBER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Member invited. They will get an SMS with a code to set their PIN.',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      firstname: 'Maina',
      lastname: 'Kariuki',
      phonenumber: '0722000111',
      email: 'maina@example.co.ke',
      // A manager of every rental unless the owner chooses otherwise.
      role: 'manager',
      rentalids: [],
    });
    await vi.waitFor(() => expect(within(form).getByLabelText('First Name')).toHaveValue(''));
  });

  it('shows the plan limit with "Upgrade plan" and a taken phone under the field', async () => {
    const limit = 'Your Individual plan (free trial) allows 1 user. Upgrade your plan to add more.';
    let calls = 0;
    const { user } = openTeam([owner], {
      'POST /api/team/members': () =>
        ++calls === 1
          ? apiError(403, 'plan_limit', limit)
          : apiError(
              409,
              'conflict',
              'This phone number is already registered. Use another number.',
              {
                phonenumber: 'This phone number is already registered. Use another number.',
              },
            ),
    });
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await user.type(within(form).getByLabelText('First Name'), 'Maina');
    await user.type(within(form).getByLabelText('Last Name'), 'Kariuki');
    await user.type(within(form).getByLabelText('Phone Number'), '0722000111');
    await user.type(within(form).getByLabelText('Email'), 'maina@example.co.ke');
    await user.click(within(form).getByRole('button', { name: 'INVITE MEMBER' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'INVITE MEMBER' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'This phone number is already registered. Use another number.',
      ),
    );
  });

  it('resends a code and removes a member after confirming', async () => {
    let members = [owner, pending];
    const { user, requests } = openTeam([], {
      'GET /api/team/members': () => json({ members }),
      'POST /api/team/members/u-2/resend-code': () =>
        json({ member: pending, message: 'A new code has been sent by SMS.' }),
      'DELETE /api/team/members/u-2': () => {
        members = [owner];
        return json({ message: 'Member removed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend code to Maina Kariuki' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new code has been sent by SMS.');

    await user.click(screen.getByRole('button', { name: 'Remove Maina Kariuki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Maina Kariuki?' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Maina Kariuki' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'DELETE' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Member removed');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('resets a joined member’s forgotten PIN after confirming', async () => {
    const joined: TeamMember = { ...pending, invitation: null };
    const { user, requests } = openTeam([], {
      'GET /api/team/members': () => json({ members: [owner, joined] }),
      'POST /api/team/members/u-2/reset-pin': () =>
        json({
          member: pending,
          message:
            'PIN reset. The member is signed out and gets an SMS with a code to set a new PIN.',
        }),
    });
    // A member still invited gets a new code instead; a joined one can have the PIN reset.
    const reset = await screen.findByRole('button', { name: 'Reset the PIN of Maina Kariuki' });
    expect(screen.queryByRole('button', { name: /^Resend code/ })).not.toBeInTheDocument();
    await user.click(reset);
    const dialog = await screen.findByRole('dialog', { name: 'Reset the PIN of Maina Kariuki?' });
    expect(dialog).toHaveTextContent(/they are signed out/);
    await user.click(within(dialog).getByRole('button', { name: 'RESET PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PIN reset. The member is signed out and gets an SMS with a code to set a new PIN.',
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/team/members/u-2/reset-pin',
    ]);
  });

  it('is not for an accountant, who has no settings at all', async () => {
    const { requests } = mockApi({
      ...signedIn(userWithRole('accountant', { userid: 'u-2' })),
      'GET /api/team/members': () => json({ members: [owner, { ...pending, invitation: null }] }),
    });
    renderApp('/settings?tab=team');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(requests.some((r) => r.path === '/api/team/members')).toBe(false);
  });
});
