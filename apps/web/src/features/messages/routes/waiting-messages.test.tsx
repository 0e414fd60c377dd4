import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { smsMessage } from '../testing/fixtures';

afterEach(() => vi.useRealTimers());

// Stored in November while the landlord was outbox-only; it is now 20 December.
const stale = smsMessage('m-1', {
  status: 'stored',
  createdat: '2030-11-28T05:00:00.000Z',
  attempts: 0,
});
const held = smsMessage('m-2', {
  recipient: 'Brian Kamau',
  phonenumber: '+254722000111',
  status: 'held',
  createdat: '2030-12-10T05:00:00.000Z',
  text: 'Dear Brian Kamau, your Rental Invoice Bill for December 2030 is KES 9,000. Please pay via MPESA paybill (paybill not set).',
  attempts: 0,
});
const listPath = '/api/sms/messages?limit=200&status=waiting';
const page = (messages: unknown[]) => json({ messages, nextcursor: null });
const summary = (changes = {}) =>
  json({ waiting: { sendable: 1, parts: 1, held: 1, provider: true, ...changes } });

describe('Messages → Waiting', () => {
  it('lists what waits with its age, sends one, and offers no Send now on a held one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-12-20T07:00:00.000Z') });
    let sent = false;
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/sms/waiting': () => summary(sent ? { sendable: 0, parts: 0 } : {}),
      [`GET ${listPath}`]: () => page(sent ? [held] : [stale, held]),
      'POST /api/sms/messages/m-1/send': () => {
        sent = true;
        return json({ message: { ...stale, status: 'sent' } });
      },
    });
    const { user } = renderApp('/messages?tab=waiting');
    expect(await screen.findByRole('tab', { name: 'Waiting (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Messages waiting to be sent' });
    const [first, second] = within(list).getAllByRole('listitem');
    // The November invoice has outlived its month: its age shows; the December one's not.
    expect(first).toHaveTextContent('3 weeks old');
    expect(first).toHaveTextContent('Stored');
    expect(second).not.toHaveTextContent('old');
    expect(second).toHaveTextContent('Held');
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 message can be sent now · 1 SMS partHeld until your paybill is set: 1',
    );

    // Held for the paybill: Send now is off (the line above says why); the server refuses too.
    expect(screen.getByRole('button', { name: 'Send now to Brian Kamau' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send now to Amina Otieno' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message sent to Amina Otieno');
    expect(requests.some((r) => r.path === '/api/sms/messages/m-1/send')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByText('Amina Otieno')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send all' })).toBeDisabled();
  });

  it('Send all once, and Discard all after confirming', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/sms/waiting': () => summary({ sendable: 2, parts: 3, held: 0 }),
      [`GET ${listPath}`]: () => page([stale, { ...stale, messageid: 'm-3' }]),
      'POST /api/sms/messages/send-waiting': () => json({ count: 2, parts: 3, sent: 2, paid: 1 }),
      'POST /api/sms/messages/discard-waiting': () =>
        json({ count: 2, parts: 3, sent: 0, paid: 0 }),
    });
    const { user } = renderApp('/messages?tab=waiting');
    await user.click(await screen.findByRole('button', { name: 'Send all' }));
    // One more was of an invoice paid in full since: discarded, and said so.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 messages sent. 1 message not sent: its invoice is paid in full',
    );
    expect(requests.filter((r) => r.path === '/api/sms/messages/send-waiting')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Discard all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard every waiting message?' });
    expect(dialog).toHaveTextContent('2 messages will not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 messages discarded: they will not be sent',
    );
  });

  it('says to set up a provider while none is set', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/sms/waiting': () => summary({ provider: false, held: 0 }),
      [`GET ${listPath}`]: () => page([stale]),
    });
    renderApp('/messages?tab=waiting');
    expect(await screen.findByText(/No SMS provider is set up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up SMS' })).toHaveAttribute(
      'href',
      '/settings?tab=sms',
    );
  });
});
