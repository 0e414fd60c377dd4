import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const tenant = {
  tenantid: 't1',
  tenantdata: {
    firstname: 'Amina',
    lastname: 'Otieno',
    phonenumber: '0712345678',
    rentalid: 'r1',
    housetype: 'room1',
    housenumber: 'A4',
    meternumber: 'M1',
    openingrentbalance: 0,
    openingwaterbalance: 0,
  },
  rentalname: 'Sunrise Court',
  roomtype: 'Bedsitter',
};

describe('/unallocated', () => {
  it('assigns a payment to the chosen tenant in one click', async () => {
    let payments = [
      {
        id: 'u1',
        transid: 'RKL51ZDR4F',
        amount: 5000,
        billref: 'ZZ9',
        payername: 'JOHN',
        paidat: '2026-03-02T09:00:00.000Z',
        source: 'c2b',
      },
    ];
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/mpesa/unallocated': () => json({ payments }),
      'GET /api/tenant/all-tenants': () => json({ tenants: [tenant] }),
      'POST /api/mpesa/unallocated/u1/assign': () => {
        payments = [];
        return json({ transactionid: 'x1' });
      },
    });
    const { user } = renderApp('/unallocated');
    expect(await screen.findByText('Account typed: ZZ9 · Paid by JOHN')).toBeInTheDocument();
    const assign = screen.getByRole('button', { name: 'ASSIGN' });
    expect(assign).toBeDisabled();
    await user.click(screen.getByLabelText('Tenant (RKL51ZDR4F)'));
    await user.click(await screen.findByRole('option', { name: /Amina Otieno — A4/ }));
    await user.click(assign);
    expect(await screen.findByText('No unallocated payments')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ tenantid: 't1' });
  });

  it('shows what a statement verified and the payments it lacks', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/mpesa/unallocated': () => json({ payments: [] }),
      'GET /api/tenant/all-tenants': () => json({ tenants: [tenant] }),
      'POST /api/mpesa/statement-import': () =>
        json({
          matched: 2,
          unallocated: 0,
          duplicates: 3,
          errors: [],
          notinstatement: [
            { transid: 'SKA1B2C3D9', amount: 7000, paidat: '2026-03-02T09:00:00.000Z' },
          ],
        }),
    });
    const { user } = renderApp('/unallocated');
    const file = new File(['Receipt No.,Completion Time,Paid In,A/C No.\n'], 'statement.csv', {
      type: 'text/csv',
    });
    // jsdom's File has no text(); the browser's does.
    Object.defineProperty(file, 'text', { value: async () => 'Receipt No.\n' });
    await user.upload(await screen.findByLabelText('CHOOSE CSV FILE'), file);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 matched to tenants, 0 unallocated, 3 already recorded. The payments it lists are marked verified with M-PESA.',
    );
    expect(
      screen.getByText('1 M-PESA payment in your books is not in this statement'),
    ).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^SKA1B2C3D9 · KES\s7,000 · 2 Mar 2026/);
  });
});
