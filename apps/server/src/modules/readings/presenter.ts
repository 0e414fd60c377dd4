import { centsToKes } from '@rental/shared/money';
import type { Reading } from '@rental/shared/schemas/readings';
import { toTimestamp } from '@rental/shared/timestamp';
import type { ReadingRow } from './repository.js';
import { fromHundredths } from '@rental/shared/water-math';
import { tenantDisplayName } from '@rental/shared/tenant-name';

/** A reading as the spec shows it (readingdata), plus what the list needs to search. */
export function toReading(row: ReadingRow): Reading {
  return {
    readingid: row.id,
    readingdata: {
      readingdate: toTimestamp(row.reading_date),
      tenantname: tenantDisplayName({ ...row, kind: row.tenant_kind }),
      meterreading: fromHundredths(row.reading_hundredths),
      waterusage: fromHundredths(row.usage_hundredths),
      currentcost: centsToKes(row.cost_cents),
    },
    tenantid: row.tenant_id,
    rentalid: row.rental_id,
    meternumber: row.meter_number,
    housenumber: row.house_number,
    previousreading: fromHundredths(row.previous_reading_hundredths),
    // SQLite answers 0/1, PostgreSQL true/false.
    meterreplacement: Boolean(row.meter_replacement),
    baseline: row.kind === 'baseline',
    billed: row.invoice_id !== null,
  };
}
