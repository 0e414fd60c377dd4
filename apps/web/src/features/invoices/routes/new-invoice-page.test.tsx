import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { invoiceFormHandlers, setting } from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

function openNewInvoice(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedIn(), ...invoiceFormHandlers, ...extra });
  return { ...renderApp('/new-invoice'), ...api };
}

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Types a day as the user does (DD/MM/YYYY) and leaves the field. */
function setDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const save = () => screen.getByRole('button', { name: 'SAVE' });
const posts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST');
const preview = () => screen.getByTestId('message-preview');
/** The English preview: its text and what it costs (the Kiswahili one sits beside it). */
const englishPreview = () => within(screen.getByRole('region', { name: 'English' }));

describe('new invoice', () => {
  it("shows the spec's required messages and sends nothing", async () => {
    const { user, requests } = openNewInvoice();
    await screen.findByRole('combobox', { name: 'Invoice Type' });
    await user.click(save());

    for (const message of [
      'Please select invoice type',
      'Please select the rental',
      'Please select billing frequency',
      'Please select first invoice date',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Invoice Date')).toHaveAccessibleDescription(
      'Please select first invoice date',
    );
    expect(posts(requests)).toHaveLength(0);
  });

  it('refuses a first invoice date before today and offers today as the minimum', async () => {
    const { user } = openNewInvoice();
    const date = await screen.findByLabelText('First Invoice Date');
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    // The calendar opens on this month and goes no further back.
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Monthly');
    setDate('First Invoice Date', '01/01/2020');
    await user.click(save());
    expect(
      await screen.findByText('The first invoice date should be today or later'),
    ).toBeInTheDocument();
  });

  it('asks for the service charge only for a Service Charge Bill', async () => {
    const { user } = openNewInvoice();
    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    expect(screen.queryByLabelText('Service Charge per Tenant (KES)')).not.toBeInTheDocument();

    await choose(user, 'Invoice Type', 'Service Charge Bill');
    const charge = screen.getByLabelText('Service Charge per Tenant (KES)');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Quarterly');
    setDate('First Invoice Date', '10/03/2030');
    await user.click(save());
    expect(charge).toHaveAccessibleDescription('Please enter the service charge per tenant');

    await user.type(charge, '2500');
    // KES 2,500 a month for a quarter.
    expect(preview()).toHaveTextContent(
      'Dear Amina Otieno, INV-000123: Service Charge Bill for March 2030, KES 7,500 due 5 Apr 2030.',
    );

    await choose(user, 'Invoice Type', 'Water Invoice Bill');
    expect(screen.queryByLabelText('Service Charge per Tenant (KES)')).not.toBeInTheDocument();
  });

  it('previews the message for a tenant of the rental, with the SMS parts it costs', async () => {
    const { user } = openNewInvoice();
    expect(
      await screen.findByText('Choose the rental to preview the message for one of its tenants.'),
    ).toBeInTheDocument();
    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Quarterly');
    setDate('First Invoice Date', '10/03/2030');

    // The room's KES 15,000 rent for three months, due on the 5th (the default rule), the
    // saved paybill and the house number, and the landlord's name on bills: one SMS part.
    expect(preview()).toHaveTextContent(
      'Dear Amina Otieno, INV-000123: Rental Invoice Bill for March 2030, KES 45,000 due ' +
        '5 Apr 2030. Paybill 522522, account A1. Sunrise Homes',
    );
    expect(englishPreview().getByText('1 SMS part (GSM-7, 135 characters)')).toBeInTheDocument();

    await choose(user, 'Preview for', /Brian Kamau/);
    expect(preview()).toHaveTextContent('Dear Brian Kamau, INV-000123: Rental Invoice Bill');
    expect(preview()).toHaveTextContent('KES 28,500');
    await choose(user, 'Preview for', /Amina Otieno/);

    // The due date follows the due rule as it is typed.
    await choose(user, 'Due', 'Days after the invoice date');
    const dueDays = screen.getByLabelText('Days after the invoice date (0–90)');
    await user.clear(dueDays);
    await user.type(dueDays, '10');
    expect(preview()).toHaveTextContent('KES 45,000 due 20 Mar 2030.');

    await user.type(screen.getByLabelText('Message'), ' Late fees apply after the 5th');
    expect(englishPreview().getByText('2 SMS parts (GSM-7, 166 characters)')).toBeInTheDocument();
  });

  it('inserts a placeholder at the cursor and warns about unknown ones', async () => {
    const { user } = openNewInvoice();
    const message = await screen.findByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Hello , pay now');
    (message as HTMLTextAreaElement).setSelectionRange(6, 6);
    const chips = screen.getByRole('group', { name: 'Words filled in for Message' });
    await user.click(within(chips).getByRole('button', { name: 'Insert {customername}' }));
    expect(message).toHaveValue('Hello {customername}, pay now');

    await user.type(message, ' for {{rent}');
    expect(
      screen.getByText('{rent} is not one of the words in braces: it is sent as typed.'),
    ).toBeInTheDocument();
    expect(preview()).toHaveTextContent('{rent}');
  });

  it('warns when the paybill is not set', async () => {
    openNewInvoice({
      'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: null }),
    });
    expect(await screen.findByText(/Your MPESA paybill number is not set/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set paybill' })).toHaveAttribute(
      'href',
      '/settings?tab=mpesa',
    );
    expect(preview()).toHaveTextContent('Paybill (paybill not set)');
  });

  it('shows a server field error under its field', async () => {
    const message = 'The first invoice date should be today or later';
    const { user, router } = openNewInvoice({
      'POST /api/invoicesettings/new-invoice': () =>
        apiError(400, 'validation_failed', message, { startdate: message }),
    });
    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Monthly');
    setDate('First Invoice Date', '10/03/2030');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('First Invoice Date')).toHaveAccessibleDescription(message);
    expect(router.location.pathname).toBe('/new-invoice');
  });

  it("schedules the invoice, then shows 'New invoice scheduled' on /settings", async () => {
    const saved = setting('s-1', { startdate: '2030-03-10', nextbillingdate: '2030-03-10' });
    const { user, router, requests } = openNewInvoice({
      'POST /api/invoicesettings/new-invoice': () => json({ invoice: saved }, 201),
      'GET /api/invoicesettings/all-invoices': () => json({ invoices: [saved] }),
    });
    await choose(user, 'Invoice Type', 'Rental Invoice Bill');
    await choose(user, 'Rental', 'Sunrise Court');
    await choose(user, 'Billing Frequency', 'Semi-annually');
    setDate('First Invoice Date', '10/03/2030');
    // Due on the 5th by default; here 10 days after the invoice date, said as a date.
    const dueDay = screen.getByLabelText('Day of the month (1–28)');
    expect(dueDay).toHaveAccessibleDescription(
      'Billed 10 Mar 2030: due 5 Apr 2030, overdue after that while not fully paid.',
    );
    await choose(user, 'Due', 'Days after the invoice date');
    const dueDays = screen.getByLabelText('Days after the invoice date (0–90)');
    await user.clear(dueDays);
    await user.type(dueDays, '10');
    expect(dueDays).toHaveAccessibleDescription(
      'Billed 10 Mar 2030: due 20 Mar 2030, overdue after that while not fully paid.',
    );
    const saveButton = save();
    await user.click(saveButton);

    expect(await screen.findByRole('alert')).toHaveTextContent('New invoice scheduled');
    await waitForMove(router, '/settings', saveButton);
    expect(await screen.findByText('Sunrise Court')).toBeInTheDocument();
    expect(posts(requests)[0]?.body).toEqual({
      invoicetype: 'Rental Invoice Bill',
      rentalid: 'r-1',
      billingfrequency: 'semi-annually',
      startdate: '2030-03-10',
      servicecharge: 0,
      invoicemessage:
        'Dear {customername}, {invoicenumber}: {invoicetype} for {month}, KES {amount} due ' +
        '{duedate}. Paybill {paybill}, account {account}. {landlord}',
      // No Kiswahili version written: Kiswahili tenants get the built-in one.
      messagesw: null,
      duerule: 'days_after',
      duedays: 10,
      register: false,
    });
  });
});
