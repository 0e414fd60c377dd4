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
});
