import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderApp } from '../../../test/render';
import { makeParkedConfirmation, operatorUser } from '../testing/fixtures';

const path = '/api/operator/parked-confirmations';
const first = makeParkedConfirmation();
const second = makeParkedConfirmation({
  id: 'cb-2',
  organizationname: 'Pwani Estates',
  transid: 'SKM8Z1B3QD',
  amount: null,
  attempts: 4,
  lasterror: null,
  parkedat: '2026-02-27T07:00:00.000Z',
});

function openParked(more: Parameters<typeof mockApi>[0] = {}, list = [first, second]) {
  let parked = list;
  const api = mockApi({
    ...signedIn(operatorUser),
    [`GET ${path}`]: () => json({ confirmations: parked }),
    [`POST ${path}/cb-1/retry`]: () => {
      parked = parked.filter((row) => row.id !== 'cb-1');
      return json({ message: 'Confirmation sent back to be applied' });
    },
    ...more,
  });
  return { ...api, ...renderApp('/operator/parked-confirmations') };
}

describe('/operator/parked-confirmations', { timeout: 60_000 }, () => {
  it('lists the parked confirmations and sends one back', async () => {
    const { user, requests } = openParked();
    // The file's first screen compiles MUI and the grid: on a busy machine, over 5 s.
    const grid = await screen.findByRole(
      'grid',
      { name: 'Parked M-PESA confirmations' },
      { timeout: 20_000 },
    );
    expect(screen.getByRole('tab', { name: 'Parked M-PESA', selected: true })).toBeVisible();
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Baraka HomesSKL4Q2X9PAKES 7,000');
    expect(rows[0]).toHaveTextContent('integer out of range3 attempts');
    expect(rows[1]).toHaveTextContent('Pwani EstatesSKM8Z1B3QDUnreadable');
    expect(rows[1]).toHaveTextContent('No error recorded4 attempts');

    await user.click(screen.getByRole('button', { name: 'Retry the confirmation SKL4Q2X9PA' }));
    expect(
      await screen.findByText('Confirmation SKL4Q2X9PA sent back to be applied'),
    ).toBeVisible();
    await screen.findByText('1 of 1');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([`${path}/cb-1/retry`]);
  });

  it('says why a retry was refused', async () => {
    const { user } = openParked({
      [`POST ${path}/cb-2/retry`]: () =>
        apiError(404, 'not_found', 'No parked M-PESA confirmation has this id'),
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Retry the confirmation SKM8Z1B3QD' },
        { timeout: 20_000 },
      ),
    );
    expect(await screen.findByText('No parked M-PESA confirmation has this id')).toBeVisible();
  });

  it('says when there are none', async () => {
    openParked({}, []);
    expect(
      await screen.findByText('No parked confirmations.', undefined, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('shows a card per confirmation with its Retry button on a phone', async () => {
    onPhone();
    openParked();
    const list = await screen.findByRole(
      'list',
      { name: 'Parked M-PESA confirmations' },
      { timeout: 20_000 },
    );
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Baraka Homes' })).toBeVisible();
    expect(card).toHaveTextContent('KES 7,000');
    expect(card).toHaveTextContent('SKL4Q2X9PA ·');
    expect(card).toHaveTextContent('3 attempts');
    expect(
      within(card!).getByRole('button', { name: 'Retry the confirmation SKL4Q2X9PA' }),
    ).toBeVisible();
  });
});
