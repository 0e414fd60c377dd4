import { screen, waitFor, within } from '@testing-library/react';
import { toTimestamp } from '@rental/shared/timestamp';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pdfLayout from '../../../lib/pdf/pdf-layout';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { pagePath, pageToken, tenantPage } from '../testing/fixtures';

function openPage(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  return { ...renderApp(`/t/${pageToken}`), ...api };
}

/** The text of a PDF jsPDF made (its text is written uncompressed). */
function pdfTextOf(doc: unknown): string {
  return (doc as { output: () => string }).output();
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("The tenant's own page", () => {
  it('shows the balance, how to pay, the landlord and the statement, from the API only', async () => {
    const { requests } = openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Wanjiku Kamau' }),
    ).toBeInTheDocument();
    expect(screen.getByText('House A1, Jua Court')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('KES 7,000.50')).toBeInTheDocument();
    expect(within(balance).getByText('This is what you owe now.')).toBeInTheDocument();
    expect(within(balance).getByText('KES 8,500')).toBeInTheDocument();

    const payTo = screen.getByRole('region', { name: 'How to pay' });
    expect(within(payTo).getByText('522522')).toBeInTheDocument();
    // The account exactly as the server gave it.
    expect(within(payTo).getByText('1234567#A1')).toBeInTheDocument();

    const landlord = screen.getByRole('region', { name: 'Your landlord' });
    expect(within(landlord).getByText('Jua Court Homes')).toBeInTheDocument();
    expect(within(landlord).getByRole('link', { name: 'Call 0722111222' })).toHaveAttribute(
      'href',
      'tel:0722111222',
    );

    // Newest first, as the landlord's statement shows them (a table on a desktop).
    const statement = screen.getByRole('table', { name: 'Statement' });
    const rows = within(statement).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '10 Mar 2026',
      '1 Mar 2026',
      '15 Jan 2026',
    ]);
    expect(within(rows[0]!).getByText('Ref. 9f8e7d6c5b4a')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Download invoice INV-000007 (PDF)' }),
    ).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Download receipt 9f8e7d6c5b4a (PDF)' }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();

    // One call, without a session token: the link is the key.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${pagePath}`]);
    expect(requests[0]!.headers.get('x-auth-token')).toBeNull();
  });

  it('lists the statement as cards on a phone, newest first, each with its document', async () => {
    onPhone();
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    const list = await screen.findByRole('list', { name: 'Statement' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Payment',
      'Invoice',
      'Opening balance',
    ]);
    expect(within(cards[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('KES 3,000')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('button', { name: 'Download invoice INV-000007 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a negative balance is paid ahead, and offers only the paybill without M-PESA', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage({ balance: -500, canpay: false })) });
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('KES 500')).toBeInTheDocument();
    expect(within(balance).getByText('You have paid KES 500 ahead.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pay with m-pesa/i })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to pay' })).toBeInTheDocument();
  });

  it("writes a credit in the statement's running balance in words, never as a minus", async () => {
    const page = tenantPage({ balance: -500, canpay: false });
    const [opening, invoice, payment] = page.statement;
    const paidAhead = { ...payment!, credit: 10500.5, balance: -500 };
    openPage({
      [`GET ${pagePath}`]: () => json({ ...page, statement: [opening, invoice, paidAhead] }),
    });
    const statement = await screen.findByRole('table', { name: 'Statement' });
    const newest = within(statement).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent(/In credit KES\s500/);
    expect(statement).not.toHaveTextContent('-KES');
  });

  it('has no M-PESA button when nothing is owed, even where M-PESA is set up', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage({ balance: 0 })) });
    expect(await screen.findByText('You owe nothing. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pay with m-pesa/i })).not.toBeInTheDocument();
  });

  it('shows a former tenant their final balance and statement, and who to call', async () => {
    const former = tenantPage({ balance: 0 });
    former.tenant = { ...former.tenant, status: 'former', moveoutdate: '2026-03-31' };
    openPage({ [`GET ${pagePath}`]: () => json(former) });
    expect(await screen.findByText('Your final balance')).toBeInTheDocument();
    expect(screen.getByText('Moved out on 31 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final statement' })).toBeInTheDocument();
    // Nothing left to pay: no paybill, but the landlord's phone stays.
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 0722111222' })).toBeInTheDocument();
  });

  it('says the link no longer works, in both languages, when the server answers 404', async () => {
    openPage({ [`GET ${pagePath}`]: () => apiError(404, 'not_found', 'Page not found') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask your landlord for a new link to your page.')).toBeInTheDocument();
    const kiswahili = screen.getByRole('heading', { name: 'Kiungo hiki hakifanyi kazi tena' });
    expect(kiswahili.closest('[lang]')).toHaveAttribute('lang', 'sw');
    expect(screen.queryByText(/your balance/i)).not.toBeInTheDocument();
  });

  it('offers to try again when the network failed', async () => {
    let calls = 0;
    openPage({
      [`GET ${pagePath}`]: () => {
        calls += 1;
        if (calls <= 2) throw new TypeError('Failed to fetch');
        return json(tenantPage());
      },
    });
    expect(await screen.findByText(/Your page could not be opened/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('region', { name: 'Your balance' })).toHaveTextContent(
      'KES 7,000.50',
    );
  });
});

describe('Pay with M-PESA on the page', () => {
  it('checks the amount, offers only the saved phones, posts the choice, then says to refresh', async () => {
    let balance = 7000.5;
    const { user, requests } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage({ balance })),
      [`POST ${pagePath}/pay`]: () =>
        json(
          {
            requestid: 'r-1',
            status: 'pending',
            purpose: 'tenant_balance',
            amount: 5000,
            message: '',
            receipt: null,
            resultcode: null,
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'PAY WITH M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-PESA' });
    const amount = within(dialog).getByLabelText('Amount (KES)');
    // The balance, in whole shillings as M-PESA takes them.
    expect(amount).toHaveValue('7001');
    expect(within(dialog).getByText('At most KES 7,001')).toBeInTheDocument();

    // The saved phones, masked as the server gave them; no number can be typed.
    const phones = within(dialog).getByRole('radiogroup', { name: 'Phone to prompt' });
    // The number never breaks over lines: its spaces are non-breaking (\s matches them).
    const own = within(phones).getByRole('radio', { name: /^Your phone, 07••\s•••\s678$/ });
    const paysFrom = within(phones).getByRole('radio', {
      name: /^The phone that pays for you, 07••\s•••\s222$/,
    });
    expect(own).toBeChecked();
    expect(phones).toHaveAccessibleDescription(/Only the phones your landlord saved for you/);
    expect(within(dialog).queryByRole('textbox', { name: /phone/i })).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '8000');
    await user.click(within(dialog).getByRole('button', { name: 'SEND PROMPT' }));
    expect(await within(dialog).findByText('At most your balance, KES 7,001')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(paysFrom);
    await user.click(within(dialog).getByRole('button', { name: 'SEND PROMPT' }));
    expect(
      await screen.findByText('Check your phone and enter your M-PESA PIN'),
    ).toBeInTheDocument();
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted.map((r) => r.body)).toEqual([{ amount: 5000, payphone: 'paysfrom' }]);
    expect(posted[0]!.headers.get('x-auth-token')).toBeNull();

    // Not paid yet, then paid: the page's data is fetched again each time.
    const sent = screen.getByRole('dialog', { name: 'Pay with M-PESA' });
    await user.click(within(sent).getByRole('button', { name: 'REFRESH' }));
    expect(await within(sent).findByText(/Not received yet/)).toBeInTheDocument();
    balance = 2000.5;
    await user.click(within(sent).getByRole('button', { name: 'REFRESH' }));
    expect(
      await within(sent).findByText('Payment received. Your balance is now KES 2,000.50.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('offers the tenant’s own phone alone when no other is saved, and no prompt without one', async () => {
    const own = [{ payphone: 'own' as const, masked: '07•• ••• 678' }];
    const { user } = openPage({ [`GET ${pagePath}`]: () => json(tenantPage({ payphones: own })) });
    await user.click(await screen.findByRole('button', { name: 'PAY WITH M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-PESA' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(
      within(dialog).getByRole('radio', { name: /^Your phone, 07••\s•••\s678$/ }),
    ).toBeChecked();
  });

  it('shows no prompt button when the landlord saved no phone, only the paybill', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage({ payphones: [] })) });
    expect(await screen.findByRole('region', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY WITH M-PESA' })).not.toBeInTheDocument();
  });

  const notSaved =
    'M-PESA prompts only a phone your landlord saved for you. Choose one of those, or ask your landlord to add the number.';
  it.each([
    [422, apiError(422, 'unprocessable', notSaved, { payphone: notSaved }), notSaved],
    [
      429,
      apiError(429, 'rate_limited', 'Too many requests. Try again in a minute.'),
      'Too many tries. Wait a minute, then try again.',
    ],
    [
      429,
      json(
        {
          error: {
            code: 'rate_limited',
            message: 'This phone has had the most M-PESA prompts allowed in an hour (3).',
            key: 'tenantPage.phoneTooManyPrompts',
            params: { count: 3 },
          },
        },
        429,
      ),
      'This phone has had 3 prompts in the last hour, the most allowed. Try again later, or pay by paybill.',
    ],
    [
      502,
      apiError(502, 'upstream', 'M-PESA refused the request: busy'),
      'M-PESA did not send the prompt. Check the phone number and try again. (M-PESA refused the request: busy)',
    ],
  ])('shows the server’s %i refusal in the form', async (_status, answer, shown) => {
    const { user } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage()),
      [`POST ${pagePath}/pay`]: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'PAY WITH M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with M-PESA' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND PROMPT' }));
    expect(await within(dialog).findByText(shown)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SEND PROMPT' })).toBeEnabled();
  });
});

describe("The page's language and documents", () => {
  it("speaks the tenant's language, until the visitor switches", async () => {
    const page = tenantPage();
    page.tenant = { ...page.tenant, language: 'sw' };
    const { user } = openPage({ [`GET ${pagePath}`]: () => json(page) });
    expect(await screen.findByRole('region', { name: 'Salio lako' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LIPA KWA M-PESA' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jinsi ya kulipa' })).toBeInTheDocument();
    expect(screen.getByText('Nambari ya paybill')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Taarifa ya akaunti' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('region', { name: 'Your balance' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("words the statement's lines in the page's language", async () => {
    const page = tenantPage({
      deposit: {
        ...tenantPage().deposit,
        entries: [
          {
            date: '2026-01-15T07:00:00.000Z',
            kind: 'received',
            description: 'MPESA payment held as deposit',
            detail: { line: 'deposit_received', paymentmode: 'MPESA' },
            reference: '1a2b3c4d5e6f',
            displayreference: '1a2b3c4d5e6f',
            amount: 8500,
          },
        ],
      },
    });
    page.tenant = { ...page.tenant, language: 'sw' };
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    const statement = await screen.findByRole('table', { name: 'Taarifa ya akaunti' });
    const rows = within(statement).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Malipo ya Pesa taslimu: Rent')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ankara ya Kodi, Machi 2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Salio la mwanzo la kodi')).toBeInTheDocument();
    const deposit = screen.getByRole('list', { name: 'Amana' });
    expect(
      within(deposit).getByText('Malipo ya M-PESA yaliyoshikiliwa kama amana'),
    ).toBeInTheDocument();
  });

  /** The page after the payment of 10 March was reversed on the 12th. */
  function withReversal() {
    const page = tenantPage();
    const paid = page.statement[2]!;
    page.statement = [
      ...page.statement.slice(0, 2),
      {
        ...paid,
        description: 'Cash payment: Rent (reversed)',
        detail: { ...reversedDetail },
      },
      {
        date: '2026-03-12T08:00:00.000Z',
        kind: 'payment_reversal',
        description: 'Reversal of payment 9f8e7d6c5b4a: typed twice',
        detail: {
          line: 'payment_reversal',
          paymentmode: 'Cash',
          paymentreference: '9f8e7d6c5b4a',
          reason: 'typed twice',
        },
        reference: '9f8e7d6c5b4a',
        displayreference: '9f8e7d6c5b4a',
        debit: 3000,
        credit: 0,
        balance: 10000.5,
      },
    ];
    return page;
  }
  const reversedDetail = {
    line: 'payment' as const,
    paymentmode: 'Cash' as const,
    description: 'Rent',
    depositheld: 0,
    reversed: true,
  };

  it('marks a reversed payment "Reversed", its receipt still there, beside its reversal', async () => {
    openPage({ [`GET ${pagePath}`]: () => json(withReversal()) });
    const statement = await screen.findByRole('table', { name: 'Statement' });
    const rows = within(statement).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Payment reversed')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Reversed')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Reversed')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Download receipt 9f8e7d6c5b4a (PDF)' }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Reversed')).not.toBeInTheDocument();
  });

  it('says "Reversed" in Kiswahili on a Kiswahili page', async () => {
    const page = withReversal();
    page.tenant = { ...page.tenant, language: 'sw' };
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    const statement = await screen.findByRole('table', { name: 'Taarifa ya akaunti' });
    const rows = within(statement).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Malipo yamebatilishwa')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Yamebatilishwa')).toBeInTheDocument();
  });

  it('words stored kinds, modes and months in Kiswahili, with no English left', async () => {
    const page = tenantPage();
    page.tenant = { ...page.tenant, language: 'sw' };
    const paid = page.statement[2]!;
    page.statement = [
      ...page.statement,
      {
        ...paid,
        date: '2026-03-12T08:00:00.000Z',
        description: 'MPESA payment: M-PESA paybill payment by MWANGI',
        detail: {
          line: 'payment',
          paymentmode: 'MPESA',
          description: 'M-PESA paybill payment by MWANGI',
          descriptioncode: 'mpesaPaybill',
          descriptionparams: { payer: 'MWANGI' },
          depositheld: 0,
        },
        reference: 'RKL51ZDR4F',
        displayreference: 'RKL51ZDR4F',
      },
    ];
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    const statement = await screen.findByRole('table', { name: 'Taarifa ya akaunti' });
    const rows = within(statement).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Malipo ya M-PESA: kupitia paybill, kutoka kwa MWANGI');
    expect(rows[1]).toHaveTextContent('Malipo ya Pesa taslimu: Rent');
    expect(rows[2]).toHaveTextContent(/Machi 2026/);
    expect(statement).not.toHaveTextContent(
      /paybill payment by|MPESA|Cash|Rental Invoice Bill|March/,
    );
  });

  it('marks a reversed payment on a phone too', async () => {
    onPhone();
    const page = tenantPage();
    const paid = page.statement[2]!;
    page.statement = [
      ...page.statement.slice(0, 2),
      {
        ...paid,
        detail: {
          line: 'payment',
          paymentmode: 'Cash',
          description: 'Rent',
          depositheld: 0,
          reversed: true,
        },
      },
    ];
    openPage({ [`GET ${pagePath}`]: () => json(page) });
    const list = await screen.findByRole('list', { name: 'Statement' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Reversed')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Reversed')).not.toBeInTheDocument();
  });

  it('keeps the language the visitor chose on a later visit', async () => {
    localStorage.setItem('tenant-page-language', 'sw');
    openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    expect(await screen.findByRole('region', { name: 'Salio lako' })).toBeInTheDocument();
  });

  it('makes the statement PDF in the page’s language', async () => {
    const saved = vi.spyOn(pdfLayout, 'savePdf').mockImplementation(() => undefined);
    const page = tenantPage();
    page.tenant = { ...page.tenant, language: 'sw' };
    const { user } = openPage({ [`GET ${pagePath}`]: () => json(page) });
    await user.click(await screen.findByRole('button', { name: 'PAKUA TAARIFA YA AKAUNTI (PDF)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [doc, name] = saved.mock.calls[0]!;
    expect(name).toBe('statement-Wanjiku Kamau');
    const text = pdfTextOf(doc);
    expect(text).toContain('Taarifa ya Akaunti ya Mpangaji');
    expect(text).toContain('1234567#A1');
    // The lines too, as the page words them.
    expect(text).toContain('(Malipo ya Pesa taslimu: Rent)');
    expect(text).toContain('(Salio la mwanzo la kodi)');
    expect(text).not.toContain('Opening rent balance');
  });

  it("fetches the tenant's own invoice and receipt by their statement references", async () => {
    const saved = vi.spyOn(pdfLayout, 'savePdf').mockImplementation(() => undefined);
    const payee = {
      name: 'Jua Court Homes',
      phone: '0722111222',
      paybill: '522522',
      account: '1234567#A1',
    };
    const { user, requests } = openPage({
      [`GET ${pagePath}`]: () => json(tenantPage()),
      [`GET ${pagePath}/invoices/INV-000007`]: () =>
        json({
          invoice: {
            invoiceid: 'inv-7',
            invoicedata: {
              invoicenumber: 7,
              invoicedate: toTimestamp('2026-03-01T05:00:00Z'),
              userfirstname: 'Wanjiku',
              userlastname: 'Kamau',
              invoiceamount: 8000.5,
              invoicetype: 'Rental Invoice Bill',
              status: 'partially paid',
              duedate: '2026-03-05',
            },
            housenumber: 'A1',
            rentalname: 'Jua Court',
            billingdate: '2026-03-01',
            month: 'March 2026',
            paidamount: 1000,
          },
          bill: {
            invoiceid: 'inv-7',
            invoicenumber: 'INV-000007',
            invoicedate: '2026-03-01',
            duedate: '2026-03-05',
            status: 'partially paid',
            payee,
            broughtforward: 2000,
            amount: 8000.5,
            totaldue: 10000.5,
          },
        }),
      [`GET ${pagePath}/receipts/9f8e7d6c5b4a`]: () =>
        json({
          transaction: {
            transactionid: 'tx-9f8e7d6c5b4a',
            transactiondata: {
              date: toTimestamp('2026-03-10T08:00:00Z'),
              amount: 3000,
              description: 'Rent',
              transactiontype: 'Tenant Payment',
              paymentmode: 'Cash',
            },
            reference: '9f8e7d6c5b4a',
            displayreference: '9f8e7d6c5b4a',
            externalreference: null,
            tenantname: 'Wanjiku Kamau',
            housenumber: 'A1',
            recordedby: 'Amina Wanjiru',
            deposit: 0,
          },
          receipt: { transactionid: 'tx-9f8e7d6c5b4a', payee, balanceafter: 7000.5 },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Download invoice INV-000007 (PDF)' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toBe('invoice-INV-000007');
    expect(pdfTextOf(saved.mock.calls[0]![0])).toContain('INV-000007');

    await user.click(screen.getByRole('button', { name: 'Download receipt 9f8e7d6c5b4a (PDF)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    // A cash receipt has no M-PESA code: its file is named by the house, not an internal id.
    expect(saved.mock.calls[1]![1]).toBe('receipt-A1');
    expect(requests.every((r) => r.headers.get('x-auth-token') === null)).toBe(true);
  });
});

describe('The copy buttons', () => {
  it('copy the paybill through the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    await screen.findByRole('region', { name: 'How to pay' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the account number' }));
    expect(writeText).toHaveBeenCalledWith('1234567#A1');
    expect(await screen.findByText('Account number copied')).toBeInTheDocument();
  });

  it('select the value where the browser has no clipboard', async () => {
    const { user } = openPage({ [`GET ${pagePath}`]: () => json(tenantPage()) });
    await screen.findByRole('region', { name: 'How to pay' });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the paybill number' }));
    expect(window.getSelection()?.toString()).toBe('522522');
    expect(
      await screen.findByText(/Selected: press and hold to copy|Paybill number copied/),
    ).toBeInTheDocument();
  });
});
