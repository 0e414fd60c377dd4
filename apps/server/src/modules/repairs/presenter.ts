import { centsToKes } from '@rental/shared/money';
import type { Repair } from '@rental/shared/schemas/repairs';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import type { RepairRow } from './repository.js';

export interface RepairEventRow {
  created_at: string;
  actor_name: string | null;
  status: Repair['status'] | null;
  note: string | null;
}

/**
 * A repair as the API gives it. Its money (the cost, who paid, the expense or charge it became)
 * only to those who may see money: a caretaker sees the board without it.
 */
export function toRepair(
  row: RepairRow,
  money: boolean,
  events?: RepairEventRow[],
  photoIds?: string[],
): Repair {
  const repair: Repair = {
    id: row.id,
    reference: row.reference,
    rentalid: row.rental_id,
    rentalname: row.rental_name ?? null,
    tenantid: row.tenant_id,
    tenantname:
      row.kind === null || row.tenant_id === null
        ? null
        : tenantDisplayName({
            kind: row.kind,
            firstname: row.firstname ?? '',
            lastname: row.lastname ?? '',
            businessname: row.businessname,
          }),
    housenumber: row.house_number ?? null,
    category: row.category,
    description: row.description,
    priority: row.priority,
    status: row.status,
    assignee: row.assignee_name
      ? { userid: row.assignee_user_id, name: row.assignee_name, phone: row.assignee_phone }
      : null,
    scheduledfor: row.scheduled_for,
    reportedvia: row.reported_via,
    createdat: row.created_at,
    updatedat: row.updated_at,
    closedat: row.closed_at,
    photos: Number(row.photo_count ?? 0),
  };
  if (money) {
    repair.cost = row.cost_cents === null ? null : centsToKes(Number(row.cost_cents));
    repair.paidby = row.paid_by;
    repair.expenseid = row.expense_id;
    repair.invoiceid = row.invoice_id;
  }
  if (photoIds) repair.photoids = photoIds;
  if (events) {
    repair.events = events.map((event) => ({
      at: event.created_at,
      by: event.actor_name,
      status: event.status,
      note: event.note,
    }));
  }
  return repair;
}
