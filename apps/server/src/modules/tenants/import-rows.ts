import { accountRefKey } from '@rental/shared/account-ref';
import type { TenantKind } from '@rental/shared/enums';
import { tenantBodySchema, type TenantValues } from '@rental/shared/schemas/tenants';
import type { ImportColumn } from '@rental/shared/schemas/tenant-import';
import { englishText } from '@rental/shared/message-catalogue';
import type { CsvRow } from './import-csv.js';
import { tenantMessages } from './messages.js';
import type { ImportContextRows } from './repository.js';

export interface CheckedRow extends CsvRow {
  errors: Partial<Record<ImportColumn, string>>;
  /** Set when the row has no error: what will be inserted. */
  tenant?: TenantValues;
}

/** The form's field names that the CSV spells differently. */
const columnOfField: Record<string, ImportColumn> = {
  rentalid: 'rentalname',
  housetype: 'roomtype',
};

/** Stands in for a name the file gave but that matched nothing (its own error is set). */
const unmatched = 'unmatched';

const nameKey = (name: string) => name.trim().toLowerCase();

/** How a spreadsheet may say the kind: any case, in English or Kiswahili; empty: a person. */
const kindWritings: Record<string, TenantKind> = {
  person: 'person',
  mtu: 'person',
  business: 'business',
  biashara: 'business',
};

function kindOf(written: string | undefined) {
  const key = (written ?? '').trim().toLowerCase();
  if (key === '') return undefined;
  return kindWritings[key] ?? written;
}

/**
 * Checks every row of an import the way the form is checked (the same shared schema, after
 * turning the rental's name and the room's type into ids), plus the database rules: house
 * and meter numbers free (in the organization and earlier in the file), a unit left in the
 * room type counting the file's earlier valid rows. Every row gets all of its errors.
 */
export function checkImportRows(context: ImportContextRows, rows: CsvRow[]): CheckedRow[] {
  const rentals = new Map(context.rentals.map((rental) => [nameKey(rental.name), rental]));
  const rooms = new Map(
    context.rooms.map((room) => [`${room.rental_id}|${nameKey(room.house_type)}`, room]),
  );
  const occupied = new Map<string, number>();
  const houses = new Map<string, number>();
  const meters = new Map<string, number>();
  for (const tenant of context.tenants) {
    occupied.set(tenant.room_type_id, (occupied.get(tenant.room_type_id) ?? 0) + 1);
    houses.set(`${tenant.rental_id}|${tenant.house_number_key}`, 0);
    meters.set(tenant.meter_number_key, 0);
  }

  return rows.map((row) => {
    const { values } = row;
    const errors: CheckedRow['errors'] = {};
    const rental = values.rentalname ? rentals.get(nameKey(values.rentalname)) : undefined;
    if (values.rentalname && !rental)
      errors.rentalname = tenantMessages.unknownRental(values.rentalname);
    const room = rental ? rooms.get(`${rental.id}|${nameKey(values.roomtype)}`) : undefined;
    if (rental && values.roomtype && !room) {
      errors.roomtype = tenantMessages.unknownRoomType(rental.name, values.roomtype);
    }

    const parsed = tenantBodySchema.safeParse({
      ...values,
      kind: kindOf(values.kind),
      rentalid: rental?.id ?? (values.rentalname ? unmatched : ''),
      housetype: room?.id ?? (values.roomtype ? unmatched : ''),
    });
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      const column = columnOfField[field] ?? (field as ImportColumn);
      errors[column] ??= issue.message;
    }

    if (rental && values.housenumber) {
      const key = `${rental.id}|${accountRefKey(values.housenumber)}`;
      const line = houses.get(key);
      if (line === 0)
        errors.housenumber ??= englishText(
          tenantMessages.houseTaken(values.housenumber, rental.name),
        );
      else if (line)
        errors.housenumber ??= tenantMessages.houseRepeated(values.housenumber, rental.name, line);
      else houses.set(key, row.line);
    }
    if (values.meternumber) {
      const key = accountRefKey(values.meternumber);
      const line = meters.get(key);
      if (line === 0)
        errors.meternumber ??= englishText(tenantMessages.meterTaken(values.meternumber));
      else if (line) errors.meternumber ??= tenantMessages.meterRepeated(values.meternumber, line);
      else meters.set(key, row.line);
    }
    if (room && rental && Object.keys(errors).length === 0) {
      const taken = occupied.get(room.id) ?? 0;
      if (taken >= room.total_units) {
        errors.roomtype = englishText(
          tenantMessages.roomFull(room.total_units, room.house_type, rental.name),
        );
      } else {
        occupied.set(room.id, taken + 1);
      }
    }

    const valid = Object.keys(errors).length === 0 && parsed.success;
    return valid ? { ...row, errors, tenant: parsed.data } : { ...row, errors };
  });
}
