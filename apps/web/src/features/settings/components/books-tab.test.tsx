import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const february = {
  month: '2026-02',
  closedat: '2026-03-10T07:00:00.000Z',
  reason: 'kra-filed',
  filed: [{ landlordname: null, prn: '2026ABC123', paidon: '2026-03-05' }],
};

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  let months = [february];
  const api = mockApi({
    ...signedIn(),
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/books/closed-months': () => json({ months }),
    'POST /api/books/closed-months': (request) => {
      const month = { ...february, month: (request.body as { month: string }).month };
      months = [month, ...months];
      return json({ month: { ...month, reason: 'closed-by-owner', filed: [] } });
    },
    ...extra,
  });
  return { ...renderApp('/settings?tab=books'), ...api };
}

describe('Settings → Books', () => {
  it('lists closed months and closes another', async () => {
    const { user, requests } = open();
    expect(await screen.findByText(/KRA return filed/)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Closed months' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // The month is named with its year: a closed month can be from any year.
    expect(within(list).getByText('February 2026')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-01' } });
    await user.click(screen.getByRole('button', { name: 'CLOSE MONTH' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ month: '2026-01' });
  });

  it('reopens with the PIN, saying which filed figures may change', async () => {
    const { user, requests } = open({
      'DELETE /api/books/closed-months/2026-02': (request) =>
        (request.body as { currentpin: string }).currentpin === '4321'
          ? json({ month: '2026-02', filed: february.filed })
          : apiError(400, 'validation', 'The current pin is wrong', {
              currentpin: 'The current pin is wrong',
            }),
    });
    await user.click(await screen.findByRole('button', { name: /^reopen february 2026$/i }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('PRN 2026ABC123');
    await user.type(within(dialog).getByLabelText('Your current PIN'), '1111');
    await user.click(within(dialog).getByRole('button', { name: 'REOPEN' }));
    expect(await within(dialog).findByText('The current pin is wrong')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Your current PIN'));
    await user.type(within(dialog).getByLabelText('Your current PIN'), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'REOPEN' }));
    expect(requests.filter((r) => r.method === 'DELETE').at(-1)?.body).toEqual({
      currentpin: '4321',
    });
  });
});
