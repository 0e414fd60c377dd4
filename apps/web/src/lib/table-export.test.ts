import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv } from './csv';
import { exportRowsToCsv, type ExportColumn } from './table-export';

interface Row {
  name: string;
  amount: number;
  note: string;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Tenant Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => String(row.amount) },
  { header: 'Note', value: (row) => row.note },
];

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('table export', () => {
  it('builds CSV text: header line, one line per row, quotes where needed', () => {
    const csv = buildCsv(columns, [
      { name: 'Amina Otieno', amount: 15000.5, note: 'rent, March' },
      { name: 'Brian "B" Kamau', amount: -200, note: 'refund' },
    ]);
    expect(csv).toBe(
      'Tenant Name,Amount,Note\r\n' +
        'Amina Otieno,15000.5,"rent, March"\r\n' +
        '"Brian ""B"" Kamau",-200,refund',
    );
  });

  it('defuses cells Excel would run as formulas', () => {
    const csv = buildCsv(columns, [{ name: '=HYPERLINK("x")', amount: 1, note: '-1+2' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",1,"'-1+2"`);
  });

  it('downloads the CSV with a byte-order mark under a safe file name', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await exportRowsToCsv('transactions 2026/03', columns, [
      { name: 'Amina Otieno', amount: 1, note: '' },
    ]);
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('transactions-2026-03.csv');
    const bytes = await readBytes(saved!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Tenant Name,Amount,Note');
  });

  it("ends a report's CSV with the totals the PDF prints, amounts summed to the cent", () => {
    interface Unit {
      house: string;
      tenant: string;
      rent: number;
    }
    const unitColumns: ExportColumn<Unit>[] = [
      { header: 'House', value: (row) => row.house },
      { header: 'Tenant', value: (row) => row.tenant, total: '2 units' },
      { header: 'Rent (KES)', kes: (row) => row.rent },
    ];
    const rows = [
      { house: 'A1', tenant: 'Amina', rent: 0.1 },
      { house: 'A2', tenant: 'Brian', rent: 15000.2 },
    ];
    expect(buildCsv(unitColumns, rows, { totals: true })).toBe(
      'House,Tenant,Rent (KES)\r\n' +
        'A1,Amina,0.10\r\n' +
        'A2,Brian,"15,000.20"\r\n' +
        'Total,2 units,"15,000.30"',
    );
    expect(buildCsv(unitColumns, [], { totals: true })).toBe(buildCsv(unitColumns, []));
  });
});
