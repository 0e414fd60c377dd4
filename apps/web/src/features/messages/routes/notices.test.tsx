import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const rental = (rentalid: string, rentalname: string) => ({
  rentalid,
  rentaldata: {
    rentalname,
    rentallocation: 'Kilimani, Nairobi',
    rentaluse: 'residential',
    lrnumber: null,
    landlordid: null,
  },
  summary: { roomtypes: 1, units: 10, occupiedunits: 6, tenants: 6 },
});
const notice = {
  id: 'n-1',
  createdat: '2030-12-01T07:00:00.000Z',
  createdby: 'Amina Otieno',
  message: 'Water is off on Saturday from 8 to 12.',
  messagesw: null,
  rentalids: ['r-1'],
  recipients: 12,
  parts: 12,
  optedout: 0,
  delivery: { waiting: 0, sent: 2, delivered: 9, failed: 1 },
};
const preview = {
  recipients: 2,
  parts: 3,
  optedout: 1,
  waitsforhours: false,
  samples: {
    en: { name: 'Akinyi Kamau', text: 'Dear Akinyi Kamau, water is off on Saturday.', parts: 1 },
    sw: {
      name: 'Baraka Kamau',
      text: 'Mpendwa Baraka Kamau, maji yatakatika Jumamosi, tafadhali hifadhi maji ya kutosha.',
      parts: 2,
    },
  },
};

describe('Messages → Notices', () => {
  it('previews who a notice reaches in each language, then sends it once', async () => {
    let sends = 0;
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/sms/waiting': () =>
        json({ waiting: { sendable: 0, parts: 0, held: 0, provider: true } }),
      'GET /api/rental/all-rentals': () =>
        json({ rentals: [rental('r-1', 'Jua Court'), rental('r-2', 'Baraka Flats')] }),
      'GET /api/notices': () => json({ notices: [notice] }),
      'POST /api/notices/preview': () => json(preview),
      'POST /api/notices': () =>
        // The first answer is lost on the way (the phone's data drops); the retry gets it.
        (sends += 1) === 1
          ? json({ error: { code: 'internal', message: 'Something went wrong' } }, 503)
          : json({ id: 'n-2', queued: 2, parts: 3, optedout: 1 }),
    });
    const { user } = renderApp('/messages?tab=notices');
    const history = await screen.findByText('Water is off on Saturday from 8 to 12.');
    const card = history.closest('div')!.parentElement!;
    expect(within(card).getByText('9 delivered')).toBeVisible();
    expect(within(card).getByText('1 failed')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Water is off on Saturday.');
    await user.click(screen.getByRole('button', { name: 'Preview and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notice?' });
    expect(dialog).toHaveTextContent('It goes to 2 tenants. SMS parts in all: 3.');
    expect(dialog).toHaveTextContent('1 tenant opted out of SMS and is left out.');
    expect(within(dialog).getByTestId('notice-sample-sw')).toHaveTextContent(
      'Mpendwa Baraka Kamau',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 tenants' }));
    await within(dialog).findByText('Something went wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 tenants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notice queued for 2 tenants (SMS parts: 3)',
    );
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/notices');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ all: true, message: 'Water is off on Saturday.' });
    // Both carry the preview's one Idempotency-Key: the server queues the notice once.
    const keys = sent.map((post) => post.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('narrows a notice to one room type once one rental is chosen', async () => {
    const room = (roomid: string, housetype: string) => ({
      roomid,
      roomdata: {
        rentalid: 'r-1',
        housetype,
        totalunits: 4,
        monthlyrent: 9000,
        waterunitrate: 150,
      },
      occupiedunits: 3,
    });
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/sms/waiting': () =>
        json({ waiting: { sendable: 0, parts: 0, held: 0, provider: true } }),
      'GET /api/rental/all-rentals': () =>
        json({ rentals: [rental('r-1', 'Jua Court'), rental('r-2', 'Baraka Flats')] }),
      'GET /api/rental/room-type?rentalid=r-1': () =>
        json({ rooms: [room('rt-1', 'Bedsitter'), room('rt-2', 'One Bedroom')] }),
      'GET /api/notices': () => json({ notices: [] }),
      'POST /api/notices/preview': () => json(preview),
    });
    const { user } = renderApp('/messages?tab=notices');
    await screen.findByRole('heading', { name: 'New notice to tenants' });
    // Every rental: room types are not offered (each rental has its own).
    expect(screen.queryByRole('combobox', { name: 'Room type' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rentals' }));
    await user.click(await screen.findByRole('option', { name: 'Jua Court' }));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('combobox', { name: 'Room type' }));
    await user.click(await screen.findByRole('option', { name: 'One Bedroom' }));
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Only tenants in arrears' }));

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Pipes fixed on Monday.');
    await user.click(screen.getByRole('button', { name: 'Preview and send' }));
    await screen.findByRole('dialog', { name: 'Send this notice?' });
    const asked = requests.find((r) => r.path === '/api/notices/preview');
    expect(asked?.body).toEqual({
      rentalids: ['r-1'],
      filter: { arrears: 'owing', roomtypeid: 'rt-2' },
      message: 'Pipes fixed on Monday.',
    });
  });

  it('is not offered to an accountant', async () => {
    mockApi({
      ...signedIn(userWithRole('accountant')),
      'GET /api/sms/waiting': () =>
        json({ waiting: { sendable: 0, parts: 0, held: 0, provider: true } }),
      'GET /api/sms/messages?limit=200': () => json({ messages: [], nextcursor: null }),
    });
    renderApp('/messages?tab=notices');
    expect(await screen.findByRole('tab', { name: 'Sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Notices' })).not.toBeInTheDocument();
  });
});
