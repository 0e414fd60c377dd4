import type { Reading } from '@rental/shared/schemas/readings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as tableExport from '../../../lib/table-export';
import { buildCsv } from '../../../lib/csv';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { reading } from '../testing/fixtures';

const readings = [
  reading('w-2', 'Brian Kamau', 'M-002', '2025-03-02T07:00:00Z', 80, 10, 1500),
  reading('w-1', 'Amina Otieno', 'M-001', '2025-03-01T07:00:00Z', 1120.5, 20.5, 3075.25),
];

describe('water readings export', () => {
  it('exports the readings the search leaves', async () => {
    const csv = vi
      .spyOn(tableExport, 'exportRowsToCsv')
      .mockImplementation(async (_name, _columns, rows) => rows.length);
    mockApi({ ...signedIn(), 'GET /api/water/readings': () => json({ readings }) });
    const { user } = renderApp('/water-readings');
    await user.type(await screen.findByLabelText('Search readings'), 'amina');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledOnce());
    const [, columns, rows] = csv.mock.calls[0]!;
    expect((rows as Reading[]).map((row) => row.readingid)).toEqual(['w-1']);
    expect(buildCsv(columns, rows)).toBe(
      'House,Tenant Name,Meter Number,Date,Previous,Reading,Usage,Cost (KES)\r\n' +
        'H-M-001,Amina Otieno,M-001,1 Mar 2025,"1,100","1,120.5",20.5,"3,075.25"',
    );
    csv.mockRestore();
  });
});
