import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { incomingSms } from '../testing/fixtures';

// Messages → Received: what tenants texted to the landlord's number (BAL, SALIO) and what was
// done, as a table on a laptop (1366 px) and as cards on a phone (360 px).

const answered = incomingSms('in-1');
const unknown = incomingSms('in-2', {
  phonenumber: '+254799999999',
  text: 'bal',
  tenantid: null,
  sender: null,
  outcome: 'unknown_sender',
  replyid: null,
  replystatus: null,
});
const limited = incomingSms('in-3', {
  sender: 'Brian Kamau',
  text: 'SALIO',
  outcome: 'rate_limited',
  replyid: null,
  replystatus: null,
});
const stopped = incomingSms('in-4', {
  sender: 'Peter Njoroge',
  text: 'STOP',
  outcome: 'opted_out',
  channel: 'whatsapp',
  replyid: null,
  replystatus: null,
});
const incomingPath = '/api/sms/incoming?limit=200';
const page = (messages: unknown[], nextcursor: string | null = null) =>
  json({ messages, nextcursor });

describe('received messages', () => {
  it('lists each text with its sender and what was done, on a laptop', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      [`GET ${incomingPath}`]: () => page([answered, unknown, limited, stopped]),
    });
    renderApp('/messages?tab=received');
    expect(await screen.findByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = await screen.findByRole('grid', { name: 'Received messages' });
    expect(await within(grid).findByText('Amina Otieno')).toBeInTheDocument();
    expect(within(grid).getByText('Balance sent')).toBeInTheDocument();
    // The answer's own status, as the Sent tab shows it.
    expect(within(grid).getByText('Delivered')).toBeInTheDocument();
    expect(within(grid).getByText('Unknown number')).toBeInTheDocument();
    expect(within(grid).getByText('Not answered: not a tenant’s number')).toBeInTheDocument();
    expect(within(grid).getByText('Not answered: 3 answers this hour')).toBeInTheDocument();
    expect(within(grid).getByText('+254799999999')).toBeInTheDocument();
    // STOP written by WhatsApp (decision 0068).
    expect(
      within(grid).getByText('STOP: no more messages to this number · by WhatsApp'),
    ).toBeInTheDocument();
    // The outbox is not loaded for this tab.
    expect(requests.some((r) => r.path.startsWith('/api/sms/messages'))).toBe(false);
  });

  it('shows cards on a phone, and loads older messages on demand', async () => {
    onPhone();
    const { requests } = mockApi({
      ...signedIn(),
      [`GET ${incomingPath}`]: () => page([answered, unknown], 'cursor-1'),
      [`GET ${incomingPath}&before=cursor-1`]: () => page([limited]),
    });
    const { user } = renderApp('/messages?tab=received');
    const list = await screen.findByRole('list', { name: 'Received messages' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Amina Otieno');
    expect(cards[0]).toHaveTextContent('BAL');
    expect(cards[0]).toHaveTextContent('Balance sent');
    expect(cards[1]).toHaveTextContent('Unknown number');
    expect(cards[1]).toHaveTextContent('+254799999999');

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Brian Kamau')).toBeInTheDocument();
    expect(requests.some((r) => r.path === `${incomingPath}&before=cursor-1`)).toBe(true);
  });

  it('says so when nothing was received, and switches between the tabs', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${incomingPath}`]: () => page([]),
      'GET /api/sms/messages?limit=200': () => json({ messages: [], nextcursor: null }),
    });
    const { user, router } = renderApp('/messages');
    expect(await screen.findByRole('tab', { name: 'Sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(router.location.search).toBe('?tab=received');
    expect(await screen.findByText('No messages received yet')).toBeInTheDocument();
  });
});
