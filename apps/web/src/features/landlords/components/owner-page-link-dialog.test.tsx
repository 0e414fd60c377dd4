import type { OwnerLinkStatus } from '@rental/shared/schemas/owner-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentUser, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeLandlord, makeRental } from '../testing/fixtures';

describe("The landlord's private page link", () => {
  it('is made, shown to copy, made again and revoked', async () => {
    let status: OwnerLinkStatus = { exists: false, createdat: null, url: null };
    const first = 'http://localhost:3000/o/q3X9vKp2LmN8rT5wYz0aBc';
    const second = 'http://localhost:3000/o/Zz9yXx8wWv7uUt6sSr5qQp';
    let next = first;
    const { user, requests } = {
      ...mockApi({
        ...signedIn(agentUser),
        'GET /api/landlords/all': () => json({ landlords: [makeLandlord()] }),
        'GET /api/rental/all-rentals': () =>
          json({ rentals: [makeRental('r-1', 'Baraka Court', 'l-1')] }),
        'GET /api/landlords/l-1/page-link': () => json(status),
        'POST /api/landlords/l-1/page-link': () => {
          status = { exists: true, createdat: '2026-11-25T09:00:00.000Z', url: next };
          next = second;
          return json({ url: status.url }, 201);
        },
        'POST /api/landlords/l-1/page-link/sms': () =>
          json({
            newlink: false,
            message: { messageid: 'm-1', phonenumber: '+254722000111', status: 'queued' },
          }),
        'DELETE /api/landlords/l-1/page-link': () => {
          status = { exists: false, createdat: null, url: null };
          return new Response(null, { status: 204 });
        },
      }),
      ...renderApp('/landlords'),
    };

    const open = await screen.findAllByRole('button', {
      name: 'Private page link of Kamau & Sons Ltd',
    });
    await user.click(open[0]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Private page of Kamau & Sons Ltd',
    });
    expect(within(dialog).getByText(/No tenant’s phone or ID is on it/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No link yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'MAKE LINK' }));
    expect(await within(dialog).findByLabelText('Link to share')).toHaveValue(first);
    expect(await within(dialog).findByText('Link made on 25 Nov 2026.')).toBeInTheDocument();

    // The alert shows in the dialog, not behind it, where the modal hides it from screen
    // readers (aria-hidden); and only once.
    await user.click(within(dialog).getByRole('button', { name: 'SEND BY SMS' }));
    const sent = "Link sent to Kamau & Sons Ltd (0722000111) by SMS, in the landlord's language";
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sent);
    expect(screen.getAllByText(sent)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'MAKE A NEW LINK' }));
    expect(await within(dialog).findByDisplayValue(second)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'REVOKE LINK' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the landlord’s link?' });
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'REVOKE LINK' }));
    expect(await within(dialog).findByText('The link no longer works')).toBeInTheDocument();
    expect(await within(dialog).findByText('No link yet.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Link to share')).not.toBeInTheDocument();
    // Closed, the page shows the alert again.
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link no longer works');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/landlords/l-1/page-link',
      'POST /api/landlords/l-1/page-link/sms',
      'POST /api/landlords/l-1/page-link',
      'DELETE /api/landlords/l-1/page-link',
    ]);
  });
});
