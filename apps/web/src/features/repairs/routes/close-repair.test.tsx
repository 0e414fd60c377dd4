import type { Repair } from '@rental/shared/schemas/repairs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest } from '../../../test/mock-api';
import { openRepair, repairOf } from '../../../test/repairs';

const leak = repairOf('1001');
const closes = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/repairs/1001/close');

describe('/repairs, marking a repair done', () => {
  it('lets a caretaker mark it done without a cost: no cost or payer asked, none sent', async () => {
    const { user, dialog, requests } = await openRepair(leak, 'caretaker', {
      'POST /api/repairs/1001/close': () => json({ ...leak, status: 'done' } satisfies Repair),
    });
    await user.click(within(dialog).getByRole('button', { name: 'MARK DONE' }));
    const close = await screen.findByRole('dialog', { name: 'Mark R-1001 done' });
    expect(close).toHaveTextContent('You record no cost');
    expect(within(close).queryByLabelText('Cost (KES)')).toBeNull();
    expect(within(close).queryByRole('combobox', { name: 'Paid by' })).toBeNull();
    await user.type(within(close).getByLabelText('Note'), 'Tightened the tap');
    await user.click(within(close).getByRole('button', { name: 'MARK DONE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes(requests).map((r) => r.body)).toEqual([{ note: 'Tightened the tap' }]);
    expect(await screen.findByText('Repair R-1001 done')).toBeInTheDocument();
  });

  it('asks an owner the cost and who pays, and needs the payer once there is a cost', async () => {
    const { user, dialog, requests } = await openRepair(leak, 'owner', {
      'POST /api/repairs/1001/close': () => json({ ...leak, status: 'done' } satisfies Repair),
    });
    await user.click(within(dialog).getByRole('button', { name: 'MARK DONE' }));
    const close = await screen.findByRole('dialog', { name: 'Mark R-1001 done' });
    expect(close).not.toHaveTextContent('You record no cost');
    await user.type(within(close).getByLabelText('Cost (KES)'), '800');
    await user.click(within(close).getByRole('button', { name: 'MARK DONE' }));
    expect(
      await within(close).findByText('Say who pays the cost: the landlord or the tenant'),
    ).toBeInTheDocument();
    expect(closes(requests)).toEqual([]);
    await user.click(within(close).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'The landlord (an expense)' }));
    await user.click(within(close).getByRole('button', { name: 'MARK DONE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes(requests).map((r) => r.body)).toEqual([{ cost: 800, paidby: 'landlord' }]);
  });
});
