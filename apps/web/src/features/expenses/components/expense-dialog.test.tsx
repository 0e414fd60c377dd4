import type { Expense } from '@rental/shared/schemas/expenses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { NewExpenseButton } from './new-expense-button';

const rentals = [
  { rentalid: 'r-1', rentaldata: { rentalname: 'Jua Court', location: 'Kasarani' } },
];

const saved: Expense = {
  expenseid: 'e-1',
  expensedata: {
    date: '2026-03-01',
    rentalid: 'r-1',
    category: 'Security',
    amount: 8000.5,
    payee: 'Simba Guards',
    paymentmode: 'Bank',
    reference: '',
    note: '',
    hasreceipt: false,
  },
  rentalname: 'Jua Court',
  receipttype: null,
  recordedby: 'Amina Otieno',
};

function openForm(more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/rental/all-rentals': () => json({ rentals }),
    'POST /api/expenses/new-expense': () => json({ expense: saved }, 201),
    ...more,
  });
  const view = renderWithProviders(<NewExpenseButton />);
  return { ...view, ...api };
}

async function openDialog(user: ReturnType<typeof openForm>['user']) {
  await user.click(screen.getByRole('button', { name: 'New expense' }));
  return screen.findByRole('dialog', { name: 'New expense' });
}

async function choose(user: ReturnType<typeof openForm>['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the expense form', () => {
  it('says what is missing or wrong, by each field, and sends nothing', async () => {
    const { user, requests } = openForm();
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText('Date paid'));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    for (const message of [
      'Please enter the day it was paid',
      'Please enter amount',
      'Please select a category',
      'Please enter who was paid',
      'Please select payment mode',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '0');
    expect(await within(dialog).findByText('Amount should be more than 0')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (KES)'));
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '-5');
    expect(await within(dialog).findByText('Amount cannot be negative')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Date paid'), '01/01/2999');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(
      await within(dialog).findByText(
        'An expense is recorded once paid: the date cannot be after today',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses a receipt that is not a picture or PDF, or over 5 MB, before sending it', async () => {
    const { user } = openForm();
    const dialog = await openDialog(user);
    const input = within(dialog).getByLabelText('ATTACH RECEIPT');
    // A file chooser may offer any file (accept is only a hint): the form checks it too.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(
      within(dialog).getByText('A receipt must be a JPEG, PNG or WebP picture, or a PDF'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, big);
    expect(within(dialog).getByText('A receipt can be at most 5 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('No receipt attached')).toBeInTheDocument();
  });

  it('saves the expense in KES, then its receipt, and closes', async () => {
    const { user, requests, fetchMock } = openForm({
      'PUT /api/expenses/e-1/receipt': () =>
        json({ expense: { ...saved, expensedata: { ...saved.expensedata, hasreceipt: true } } }),
    });
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText('Date paid'));
    await user.type(within(dialog).getByLabelText('Date paid'), '01/03/2026');
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '8000.50');
    await choose(user, 'Category', 'Security');
    await choose(user, 'Rental', 'Jua Court');
    await user.type(within(dialog).getByLabelText('Paid to'), 'Simba Guards');
    await choose(user, 'Payment mode', 'Bank');
    const photo = new File(['\x89PNG'], 'receipt.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('ATTACH RECEIPT'), photo);
    expect(within(dialog).getByText('To attach: receipt.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Expense saved')).toBeInTheDocument();
    const [post] = requests.filter((r) => r.method === 'POST');
    // What the form typed, as the API takes it: KES as a number.
    const { hasreceipt: _hasreceipt, ...sent } = saved.expensedata;
    expect(post?.body).toEqual(sent);
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(upload?.[0]).toBe('/api/expenses/e-1/receipt');
    expect(upload?.[1]?.body).toBe(photo);
    expect(new Headers(upload?.[1]?.headers).get('content-type')).toBe('image/png');
  });

  it("shows the server's refusal by its field", async () => {
    const message = 'Choose one of your rentals, or none for the whole organization';
    const { user } = openForm({
      'POST /api/expenses/new-expense': () =>
        apiError(400, 'validation', message, { rentalid: message }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '100');
    await choose(user, 'Category', 'Other');
    await choose(user, 'Rental', 'Jua Court');
    await user.type(within(dialog).getByLabelText('Paid to'), 'Someone');
    await choose(user, 'Payment mode', 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New expense' })).toBeInTheDocument();
  });
});
