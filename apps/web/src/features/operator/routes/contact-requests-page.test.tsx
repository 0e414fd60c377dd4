import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeContactRequest, operatorUser } from '../testing/fixtures';

const path = '/api/operator/contact-requests';
const fresh = makeContactRequest();
const won = makeContactRequest({
  id: 'c-2',
  name: 'Ali Hassan',
  organizationname: 'Pwani Estates',
  status: 'won',
  notes: 'Signed for 12 months',
});

function openInbox(at: string, more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(operatorUser),
    [`GET ${path}`]: () => json({ requests: [fresh, won] }),
    [`GET ${path}?status=won`]: () => json({ requests: [won] }),
    [`GET ${path}?status=lost`]: () => json({ requests: [] }),
    ...more,
  });
  return { ...api, ...renderApp(at) };
}

describe('/operator/contact-requests', { timeout: 60_000 }, () => {
  it('lists the Enterprise requests and filters them by status in the address', async () => {
    const { user, router, requests } = openInbox('/operator/contact-requests');
    // The file's first screen compiles MUI and the grid: on a busy machine, over 5 s.
    const grid = await screen.findByRole('grid', { name: 'Contact requests' }, { timeout: 20_000 });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Baraka MwangiBaraka Homes0722000111baraka@example.co.ke');
    expect(rows[0]).toHaveTextContent('We manage 40 houses in Kilimani. Call me on Monday.');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[0]).toHaveTextContent('No notes');
    expect(rows[1]).toHaveTextContent('Won');
    expect(rows[1]).toHaveTextContent('Signed for 12 months');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Won' }));
    expect(router.location.search).toBe('?status=won');
    await screen.findByText('1 of 1');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Lost' }));
    expect(await screen.findByText('No contact request has this status.')).toBeVisible();
    expect(requests.map((request) => request.path).filter((p) => p.startsWith(path))).toEqual([
      path,
      `${path}?status=won`,
      `${path}?status=lost`,
    ]);
  });

  it('updates the status and notes, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const { user, requests } = openInbox('/operator/contact-requests', {
      [`PUT ${path}/c-1`]: () =>
        refuse
          ? apiError(404, 'not_found', 'Contact request not found')
          : json({ message: 'Saved', request: { ...fresh, status: 'contacted' } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Update the request from Baraka Mwangi' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Request from Baraka Mwangi' });
    expect(dialog).toHaveTextContent('Baraka Homes, received 2 Mar 2026');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Called, demo Friday');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Contact request not found');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Request from Baraka Mwangi updated')).toBeVisible();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { status: 'contacted', notes: 'Called, demo Friday' },
      { status: 'contacted', notes: 'Called, demo Friday' },
    ]);
  });

  it('shows a card per request on a phone', async () => {
    onPhone();
    openInbox('/operator/contact-requests?status=won');
    const list = await screen.findByRole('list', { name: 'Contact requests' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Ali Hassan' })).toBeVisible();
    expect(card).toHaveTextContent('Pwani Estates · 2 Mar 2026');
    expect(card).toHaveTextContent('Notes: Signed for 12 months');
  });
});
