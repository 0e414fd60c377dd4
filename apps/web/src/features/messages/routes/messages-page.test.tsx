import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import * as tableExport from '../../../lib/table-export';
import { json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { smsMessage } from '../testing/fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const delivered = smsMessage('m-1');
const failed = smsMessage('m-2', {
  recipient: 'Brian Kamau',
  phonenumber: '+254722000111',
  status: 'failed',
  failurereason: 'InvalidPhoneNumber',
  failure: { code: 'provider_status', params: { status: 'InvalidPhoneNumber' } },
  attempts: 3,
  text: 'Dear Brian Kamau, your Water Invoice Bill for March 2030 is KES 1,250.',
});
const page = (messages: unknown[]) => json({ messages, nextcursor: null });
const listPath = '/api/sms/messages?limit=200';

describe('messages', () => {
  it('lists every SMS with its status, failure reason and whole text', async () => {
    mockApi({ ...signedIn(), [`GET ${listPath}`]: () => page([failed, delivered]) });
    const { user } = renderApp('/messages');
    const grid = await screen.findByRole('grid', { name: 'Messages' });
    expect(await within(grid).findByText('Brian Kamau')).toBeInTheDocument();
    expect(
      within(grid).getByText('The SMS provider answered: InvalidPhoneNumber'),
    ).toBeInTheDocument();
    expect(within(grid).getByText('Failed')).toBeInTheDocument();
    expect(within(grid).getByText('Delivered')).toBeInTheDocument();
    // Only the failed one can be sent again.
    expect(within(grid).getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);

    // The cut-off text is the button, and its title says what pressing it does.
    const text = within(grid).getAllByRole('button', { name: /^Dear Amina Otieno/ })[0]!;
    expect(text).toHaveAccessibleDescription('Show the whole message to Amina Otieno');
    await user.click(text);
    const dialog = await screen.findByRole('dialog', { name: 'Message to Amina Otieno' });
    expect(dialog).toHaveTextContent('account number A1. Thank you.');
    expect(dialog).toHaveTextContent('1 SMS part');
  });

  it("words the failure reason in the reader's language, not the English stored", async () => {
    const unpaid = smsMessage('m-3', {
      recipient: 'Brian Kamau',
      status: 'failed',
      failurereason: 'The tenant opted out of SMS from this sender',
      failure: { code: 'opted_out', params: {} },
    });
    await i18n.changeLanguage('sw');
    try {
      mockApi({
        ...signedIn({ ...testUser, language: 'sw' }),
        [`GET ${listPath}`]: () => page([unpaid]),
      });
      renderApp('/messages');
      const grid = await screen.findByRole('grid', { name: 'Jumbe' });
      expect(
        await within(grid).findByText('Mpangaji amejiondoa kwenye SMS za jina lako la mtumaji.'),
      ).toBeInTheDocument();
      expect(grid).not.toHaveTextContent('opted out');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the month's SMS and WhatsApp figures, in both languages", async () => {
    const totals = {
      month: '2026-03',
      sms: { count: 12, costcents: 960 },
      whatsapp: { count: 3, costcents: null },
    };
    mockApi({
      ...signedIn(),
      [`GET ${listPath}`]: () => json({ messages: [delivered], nextcursor: null, totals }),
    });
    const { unmount } = renderApp('/messages');
    const section = await screen.findByRole('region', { name: 'Sent in March 2026' });
    expect(within(section).getByTestId('totals-sms')).toHaveTextContent('12 SMS');
    expect(within(section).getByTestId('totals-sms')).toHaveTextContent('KES 9.60');
    expect(within(section).getByTestId('totals-whatsapp')).toHaveTextContent('3 WhatsApp messages');
    expect(within(section).getByTestId('totals-whatsapp')).toHaveTextContent(
      'Cost not reported by Meta',
    );
    unmount();

    await i18n.changeLanguage('sw');
    try {
      mockApi({
        ...signedIn({ ...testUser, language: 'sw' }),
        [`GET ${listPath}`]: () => json({ messages: [delivered], nextcursor: null, totals }),
      });
      renderApp('/messages');
      const sw = await screen.findByRole('region', { name: /^Zilizotumwa/ });
      expect(within(sw).getByTestId('totals-sms')).toHaveTextContent('SMS 12');
      expect(within(sw).getByTestId('totals-whatsapp')).toHaveTextContent('Jumbe 3 za WhatsApp');
      expect(within(sw).getByTestId('totals-whatsapp')).toHaveTextContent(
        'Gharama haikuripotiwa na Meta',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says how each message went: SMS, WhatsApp, or SMS after WhatsApp, in both languages', async () => {
    const byWhatsapp = smsMessage('m-4', { recipient: 'Chebet Kiptoo', channel: 'whatsapp' });
    const fellBack = smsMessage('m-5', {
      recipient: 'Brian Kamau',
      channel: 'sms',
      fellback: true,
    });
    mockApi({ ...signedIn(), [`GET ${listPath}`]: () => page([byWhatsapp, fellBack, delivered]) });
    const { unmount } = renderApp('/messages');
    const grid = await screen.findByRole('grid', { name: 'Messages' });
    const rowOf = async (name: string) =>
      (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
    expect(await rowOf('Chebet Kiptoo')).toHaveTextContent('WhatsApp');
    expect(await rowOf('Brian Kamau')).toHaveTextContent('SMS, WhatsApp not delivered');
    expect(await rowOf('Amina Otieno')).toHaveTextContent('SMS');
    expect(await rowOf('Amina Otieno')).not.toHaveTextContent('WhatsApp');
    unmount();

    // A phone, in Kiswahili: the card's line under the name says it.
    onPhone();
    await i18n.changeLanguage('sw');
    try {
      mockApi({
        ...signedIn({ ...testUser, language: 'sw' }),
        [`GET ${listPath}`]: () => page([fellBack]),
      });
      renderApp('/messages');
      expect(await screen.findByText(/· SMS, WhatsApp haikufika$/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("says 'No messages yet' when the outbox is empty", async () => {
    mockApi({ ...signedIn(), [`GET ${listPath}`]: () => page([]) });
    renderApp('/messages');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it("resends a failed message with 'Message queued to be sent again'", async () => {
    let resent = false;
    const { requests } = mockApi({
      ...signedIn(),
      [`GET ${listPath}`]: () =>
        page([resent ? { ...failed, status: 'queued', failurereason: null } : failed]),
      'POST /api/sms/messages/m-2/resend': () => {
        resent = true;
        return json({ message: { ...failed, status: 'queued', failurereason: null } });
      },
    });
    const { user } = renderApp('/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Resend the message to Brian Kamau' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Message queued to be sent again');
    expect(requests.some((r) => r.path === '/api/sms/messages/m-2/resend')).toBe(true);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(
      screen.getByText('Updating every 5 seconds while messages are being sent'),
    ).toBeInTheDocument();
  });

  it('filters by status on the server and exports what is shown', async () => {
    const csv = vi.spyOn(tableExport, 'exportRowsToCsv').mockResolvedValue(0);
    const pdf = vi.spyOn(tableExport, 'exportRowsToPdf').mockResolvedValue(0);
    const { requests } = mockApi({
      ...signedIn(),
      [`GET ${listPath}`]: () => page([failed, delivered]),
      [`GET ${listPath}&status=failed`]: () => page([failed]),
    });
    const { user } = renderApp('/messages');
    await screen.findByText('Amina Otieno');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Failed' }));
    await vi.waitFor(() => expect(screen.queryByText('Amina Otieno')).not.toBeInTheDocument());
    expect(requests.some((r) => r.path === `${listPath}&status=failed`)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const [filename, columns, rows] = csv.mock.calls[0]!;
    expect(filename).toMatch(/^messages-\d{4}-\d{2}-\d{2}$/);
    expect(rows).toEqual([failed]);
    const headers = columns.map((column) => column.header);
    expect(headers).toEqual([
      'Date',
      'Recipient',
      'Phone',
      'Message',
      'Parts',
      'Status',
      'Failure Reason',
    ]);
    const status = columns[5]!;
    expect('value' in status && status.value(failed)).toBe('Failed');

    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(pdf).toHaveBeenCalledWith('Messages', filename, expect.any(Array), [failed]);
  });

  it('refreshes every 5 seconds while a message is queued or sending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    mockApi({
      ...signedIn(),
      [`GET ${listPath}`]: () => {
        calls += 1;
        return page([calls < 2 ? { ...delivered, status: 'sending' } : delivered]);
      },
    });
    renderApp('/messages');
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    const settled = calls;
    await vi.advanceTimersByTimeAsync(15_000);
    // Nothing in flight any more: no further polling.
    expect(calls).toBe(settled);
  });
});
