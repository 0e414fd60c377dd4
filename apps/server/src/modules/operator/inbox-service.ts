import { msg } from '@rental/shared/message-catalogue';
import { centsToKes } from '@rental/shared/money';
import type {
  ContactRequestStatus,
  OperatorContactRequest,
  OperatorSubscriptionPayment,
} from '@rental/shared/schemas/operator';
import { planIds } from '@rental/shared/schemas/subscriptions';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import { operatorActor } from '../access/index.js';
import type { SessionContext } from '../auth/index.js';
import {
  contactRequestRows,
  subscriptionPaymentRows,
  updateContactRequest,
  type ContactRequestRow,
} from './inbox-repository.js';
import type { OperatorDeps } from './service.js';

type Deps = Pick<OperatorDeps, 'db' | 'clock'>;

const contactRequestNotFound = () => new AppError('not_found', msg('error.contactRequestNotFound'));

function toContactRequest(row: ContactRequestRow): OperatorContactRequest {
  return {
    id: row.id,
    organizationid: row.organization_id,
    organizationname: row.organization_name,
    name: row.name,
    phonenumber: row.phone,
    email: row.email,
    message: row.message,
    status: row.status,
    notes: row.notes,
    createdat: row.created_at,
    updatedat: row.updated_at,
  };
}

export async function listContactRequests(deps: Deps, status?: ContactRequestStatus) {
  return (await contactRequestRows(deps.db, { status })).map(toContactRequest);
}

/**
 * Sets a request's status and notes with one UPDATE, logged in the requesting organization's
 * activity as the operator's (the status only: the notes are the operator's own).
 */
export async function saveContactRequest(
  deps: Deps,
  operator: SessionContext,
  id: string,
  values: { status: ContactRequestStatus; notes: string },
): Promise<OperatorContactRequest> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const updated = await updateContactRequest(trx, id, {
      ...values,
      updated_at: now.toISOString(),
    });
    const [row] = updated ? await contactRequestRows(trx, { id }) : [];
    if (!row) throw contactRequestNotFound();
    const actor = operatorActor(operator, row.organization_id);
    const details = { name: row.name, status: values.status };
    await recordActivity(
      trx,
      actor,
      { kind: 'contact_request_updated', entity: 'contact_request', entityId: id, details },
      now,
    );
    return toContactRequest(row);
  });
}

/** The newest subscription payments across organizations (subscriptionPaymentsShown). */
export async function listSubscriptionPayments(deps: Deps): Promise<OperatorSubscriptionPayment[]> {
  const rows = await subscriptionPaymentRows(deps.db);
  return rows.map((row) => ({
    id: row.id,
    organizationid: row.organization_id,
    organizationname: row.organization_name,
    planid: planIds.find((planId) => planId === row.plan_id) ?? null,
    amount: centsToKes(row.amount_cents),
    status: row.status,
    mpesareceipt: row.receipt,
    createdat: row.created_at,
  }));
}
