import type { OwnerStatement } from '@rental/shared/schemas/landlords';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { agentUser, json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeFixedLandlord, makeLandlord, makeStatement } from '../testing/fixtures';

const statementPath = (landlordid: string, month: string) =>
  `/api/reports/owner-statement?landlordid=${landlordid}&month=${month}`;

/** The statement page as an agent with Kamau and Achieng; `statements` by 'landlord month'. */
function openStatement(
  path: string,
  statements: Record<string, OwnerStatement>,
  more: Parameters<typeof mockApi>[0] = {},
) {
  const handlers: Parameters<typeof mockApi>[0] = {
    ...signedIn(agentUser),
    'GET /api/landlords/all': () => json({ landlords: [makeLandlord(), makeFixedLandlord()] }),
    'GET /api/organization/payee': () =>
      json({ name: 'Jua Property Agents', phone: '0711000222', paybill: null, accountnumber: '' }),
    'POST /api/activity/exports': () => new Response(null, { status: 204 }),
    ...more,
  };
  for (const key of Object.keys(statements)) {
    const [landlordid = '', month = ''] = key.split(' ');
    handlers[`GET ${statementPath(landlordid, month)}`] = () => json(statements[key]);
  }
  return { ...mockApi(handlers), ...renderApp(path) };
}

const linesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the owner statement', () => {
  beforeEach(() => {
    // 5 December 2026 in Nairobi: November is the last month that has ended.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the first landlord's last month: collected, less commission and expenses, due", async () => {
    openStatement('/reports/owner-statement', { 'l-1 2026-11': makeStatement() });
    const summary = await screen.findByRole('table', { name: 'Statement figures' });
    expect(linesOf(summary)).toEqual([
      'Rent collectedKES 12,000.50',
      'Less commission (10%)-KES 1,200.05',
      'Less expenses paid-KES 1,000',
      'Due for the monthKES 9,800.45',
      'Brought forwardKES 2,000',
      'Less paid to landlord-KES 5,000',
      'Owed, carried forwardKES 6,800.45',
    ]);
    expect(screen.getByRole('heading', { name: 'Kamau & Sons Ltd, November 2026' })).toBeVisible();
    expect(screen.getByText('Pay to: KCB 1234567890')).toBeVisible();
    expect(linesOf(screen.getByRole('table', { name: 'Rent collected by rental' }))).toEqual([
      'RentalCollected (KES)',
      'Baraka Court10,000',
      'Jua Flats2,000.50',
      'Total collected12,000.50',
    ]);
    expect(screen.getByRole('combobox', { name: 'Landlord' })).toHaveTextContent(
      'Kamau & Sons Ltd',
    );
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('November 2026');
  });

  it('shows deposit money kept at move-out as its own line, in the month it was kept', async () => {
    openStatement('/reports/owner-statement', {
      'l-1 2026-11': makeStatement({ keptfromdeposits: 3000, due: 12800.45 }),
    });
    const summary = await screen.findByRole('table', { name: 'Statement figures' });
    expect(linesOf(summary).slice(0, 4)).toEqual([
      'Rent collectedKES 12,000.50',
      'Kept from depositsKES 3,000',
      'Less commission (10%)-KES 1,200.05',
      'Less expenses paid-KES 1,000',
    ]);
  });

  it('follows the landlord and month in the address, and changes them there', async () => {
    const achieng = makeStatement({
      landlord: { landlordid: 'l-2', name: 'Achieng Otieno' },
      month: '2026-10',
      rentals: [],
      collected: 0,
      commission: 2500,
      expenses: 0,
      due: -2500,
      broughtforward: 0,
      remitted: 0,
      carriedforward: -2500,
    });
    const { user, router } = openStatement(
      '/reports/owner-statement?landlordid=l-2&month=2026-10',
      {
        'l-2 2026-10': achieng,
        'l-2 2026-09': { ...achieng, month: '2026-09' },
        'l-1 2026-09': makeStatement({ month: '2026-09' }),
      },
    );
    const summary = await screen.findByRole('table', { name: 'Statement figures' });
    expect(linesOf(summary)[1]).toBe('Less commission (fixed)-KES 2,500');
    expect(screen.getByText(/No rentals are assigned to this landlord yet/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(router.location.search).toBe('?landlordid=l-2&month=2026-09'));
    await user.click(screen.getByRole('combobox', { name: 'Landlord' }));
    await user.click(screen.getByRole('option', { name: 'Kamau & Sons Ltd' }));
    expect(
      await screen.findByRole('heading', { name: 'Kamau & Sons Ltd, September 2026' }),
    ).toBeVisible();
    expect(router.location.search).toBe('?landlordid=l-1&month=2026-09');
  });

  it('records a remittance of what is owed and shows the statement again', async () => {
    const statements = { 'l-1 2026-11': makeStatement() };
    const { user, requests } = openStatement('/reports/owner-statement', statements, {
      'POST /api/landlords/l-1/remittances': () => {
        statements['l-1 2026-11'] = makeStatement({ remitted: 11800.45, carriedforward: 0 });
        return json(
          { remittance: { remittanceid: 'rm-1', month: '2026-11', amount: 6800.45 } },
          201,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'RECORD REMITTANCE' }));
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    expect(dialog).toHaveTextContent(
      'What you paid Kamau & Sons Ltd against the statement for November 2026.',
    );
    expect(within(dialog).getByLabelText('Amount (KES)')).toHaveValue('6800.45');
    expect(within(dialog).getByLabelText('Date paid')).toHaveValue('05/12/2026');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment Mode' }));
    await user.click(screen.getByRole('option', { name: 'Bank' }));
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'FT26KCB001');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Remittance of KES 6,800.45 to Kamau & Sons Ltd recorded',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      month: '2026-11',
      amount: 6800.45,
      date: '2026-12-05',
      paymentmode: 'Bank',
      reference: 'FT26KCB001',
    });
    await waitFor(() =>
      expect(linesOf(screen.getByRole('table', { name: 'Statement figures' })).at(-1)).toBe(
        'Owed, carried forwardKES 0',
      ),
    );
  });

  it('texts the statement to the landlord and says where it went', async () => {
    const { user, requests } = openStatement(
      '/reports/owner-statement',
      { 'l-1 2026-11': makeStatement() },
      {
        'POST /api/reports/owner-statement/sms': () =>
          json({ message: { messageid: 'sms-1', phonenumber: '+254722000111' } }, 201),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'SEND BY SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Statement for November 2026 sent to Kamau & Sons Ltd (+254722000111) by SMS',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      landlordid: 'l-1',
      month: '2026-11',
    });
  });

  it("makes a PDF under the agent's name with the landlord and the sum", async () => {
    const pdf = vi
      .spyOn(tableExport, 'exportRowsToPdf')
      .mockImplementation((_title, _file, _columns, rows) => Promise.resolve(rows.length));
    const { user } = openStatement('/reports/owner-statement', {
      'l-1 2026-11': makeStatement(),
    });
    await screen.findByRole('table', { name: 'Statement figures' });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledOnce());
    const [title, fileName, columns, rows, parts] = pdf.mock.calls[0]!;
    expect(title).toBe('Owner statement');
    expect(parts?.documentTitle).toBe('Owner statement: Kamau & Sons Ltd, November 2026');
    expect(fileName).toBe('owner-statement-Kamau & Sons Ltd-2026-11');
    expect(buildCsv(columns, rows)).toBe(
      'Rental,Collected (KES)\r\nBaraka Court,"10,000"\r\nJua Flats,"2,000.50"',
    );
    expect(parts?.issuer).toMatchObject({ name: 'Jua Property Agents' });
    expect(parts?.facts).toEqual(
      expect.arrayContaining([
        ['Landlord', 'Kamau & Sons Ltd'],
        ['KRA PIN', 'P051234567X'],
        ['Due for the month', 'KES 9,800.45'],
        ['Owed, carried forward', 'KES 6,800.45'],
      ]),
    );
    expect(parts?.notes).toEqual(['Pay to: KCB 1234567890']);
    pdf.mockRestore();
  });

  it('shows a card per rental on a phone', async () => {
    onPhone();
    openStatement('/reports/owner-statement', { 'l-1 2026-11': makeStatement() });
    const list = await screen.findByRole('list', { name: 'Rent collected by rental' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Baraka CourtKES 10,000', 'Jua FlatsKES 2,000.50', 'Total collectedKES 12,000.50']);
  });

  it('sends an agent without landlords to add one', async () => {
    mockApi({ ...signedIn(agentUser), 'GET /api/landlords/all': () => json({ landlords: [] }) });
    renderApp('/reports/owner-statement');
    expect(
      await screen.findByText(
        'Add a landlord and assign their rentals before making an owner statement.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Landlords' })).toHaveAttribute(
      'href',
      '/landlords',
    );
  });
});
