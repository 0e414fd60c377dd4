import type { Repair } from '@rental/shared/schemas/repairs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest } from '../../../test/mock-api';
import { openRepair, repairOf } from '../../../test/repairs';

// 10:00 in Nairobi on Tuesday 3 March 2026.
// Left New, so the phone's first tab shows it.
const visit = repairOf('1001', { scheduledfor: '2026-03-03T07:00:00.000Z' });
const saved = () => json({ ...visit } satisfies Repair);
const puts = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/repairs/1001').map((r) => r.body);

describe('/repairs, when the fundi comes', () => {
  it.each([
    ['en', 'Date of the visit', 'Time', 'SAVE'],
    ['sw', 'Tarehe ya kuja', 'Saa', 'HIFADHI'],
  ] as const)('reads dd/mm/yyyy and a 24-hour time in %s', async (language, day, time, save) => {
    const { user, dialog, requests } = await openRepair(
      visit,
      'owner',
      { 'PUT /api/repairs/1001': saved },
      language,
    );
    const date = within(dialog).getByLabelText(day);
    expect(date).toHaveValue('03/03/2026');
    expect(date).not.toHaveAttribute('type', 'datetime-local');
    const hour = within(dialog).getByLabelText(time);
    expect(hour).toHaveValue('10:00');
    // "14.30" is taken, and shown as 14:30 once the user moves on.
    await user.clear(hour);
    await user.type(hour, '14.30');
    await user.tab();
    expect(hour).toHaveValue('14:30');
    await user.click(within(dialog).getByRole('button', { name: save }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    // The same shape as before: the day and time in Nairobi, as the server reads them.
    expect(puts(requests)[0]).toMatchObject({ scheduledfor: '2026-03-03T14:30' });
  });

  it('asks for the day with a time, a time with the day, and sends none when both are cleared', async () => {
    const { user, dialog, requests } = await openRepair(visit, 'owner', {
      'PUT /api/repairs/1001': saved,
    });
    const date = within(dialog).getByLabelText('Date of the visit');
    const hour = within(dialog).getByLabelText('Time');
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(
      await within(dialog).findByText('Give the date as well as the time'),
    ).toBeInTheDocument();
    await user.type(date, '04/03/2026');
    await user.clear(hour);
    await user.type(hour, '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(
      await within(dialog).findByText('Give the time as hh:mm on the 24-hour clock, e.g. 14:30'),
    ).toBeInTheDocument();
    expect(puts(requests)).toEqual([]);

    await user.clear(date);
    await user.clear(hour);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(requests)).toEqual([expect.objectContaining({ scheduledfor: null })]);
  });
});
