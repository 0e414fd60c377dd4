import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { RequestPaymentButton } from './request-payment-button';

describe('Request payment by M-PESA', () => {
  it("sends the tenant's push and shows how it ended", async () => {
    const { requests } = mockApi({
      'POST /api/stk/tenant/t-1': () =>
        json(
          {
            requestid: 'r-7',
            status: 'pending',
            purpose: 'tenant_balance',
            amount: 4501,
            message: '',
            receipt: null,
            resultcode: null,
          },
          201,
        ),
      'GET /api/stk/requests/r-7': () =>
        json({
          requestid: 'r-7',
          status: 'failed',
          purpose: 'tenant_balance',
          amount: 4501,
          message: 'The M-PESA PIN was wrong. Try again.',
          receipt: null,
          resultcode: '2001',
        }),
    });
    const { user } = renderWithProviders(
      <RequestPaymentButton tenantId="t-1" tenantName="Wanjiku Kamau" phone="0722000111" />,
    );
    await user.click(screen.getByRole('button', { name: 'Request payment by M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payment by M-PESA' });
    expect(dialog).toHaveTextContent(
      'Send Wanjiku Kamau an M-PESA prompt on 0722000111 for their balance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'SEND REQUEST' }));
    expect(
      await within(dialog).findByText('The M-PESA PIN was wrong. Try again.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it('says a payment held for review is being checked, not that it failed', async () => {
    const request = {
      requestid: 'r-8',
      purpose: 'tenant_balance',
      amount: 5500,
      receipt: null,
      resultcode: null,
    };
    mockApi({
      'POST /api/stk/tenant/t-1': () => json({ ...request, status: 'pending', message: '' }, 201),
      'GET /api/stk/requests/r-8': () =>
        json({
          ...request,
          status: 'quarantined',
          resultcode: '0',
          message:
            'Your payment is being checked before it is recorded. You do not need to pay again.',
        }),
    });
    const { user } = renderWithProviders(
      <RequestPaymentButton tenantId="t-1" tenantName="Wanjiku Kamau" phone="0722000111" />,
    );
    await user.click(screen.getByRole('button', { name: 'Request payment by M-PESA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payment by M-PESA' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND REQUEST' }));
    const held = await within(dialog).findByText(/Your payment is being checked/);
    expect(held.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorInfo');
  });
});
