import { instantOfNairobiTime, nairobiWallClock } from '@rental/shared/dates';
import type { StatementImportResult } from '@rental/shared/schemas/mpesa-settings';
import Papa from 'papaparse';
import { msg } from '@rental/shared/message-catalogue';
import { AppError } from '../../lib/app-error.js';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../access/index.js';
import { paybillSettings } from '../organization/index.js';
import { amountToCents, type PaybillPayment } from './parse.js';
import { checkAgainstStatement, type StatementPayment } from './statement-check.js';
import { reconcilePayment, type C2bDeps } from './service.js';

/**
 * A paybill statement (the M-PESA org portal's export, or a bank's in the same spirit) as CSV.
 * Header names vary between exports and versions, so columns are recognised by their
 * normalised name (letters and digits, lower case) among known variants; lines before the
 * header (report title, organisation name, period) are skipped.
 */
const columnVariants = {
  receipt: [
    'receiptno',
    'receipt',
    'receiptnumber',
    'transid',
    'transactionid',
    'mpesareceipt',
    'mpesaref',
    'transactionref',
  ],
  time: [
    'completiontime',
    'transactiontime',
    'transtime',
    'datetime',
    'initiationtime',
    'date',
    'valuedate',
    'transactiondate',
  ],
  account: [
    'acno',
    'accno',
    'accountno',
    'accountnumber',
    'account',
    'billrefnumber',
    'billref',
    'reference',
  ],
  details: ['details', 'description', 'narrative', 'particulars'],
  paidIn: ['paidin', 'amount', 'credit', 'transamount', 'deposit', 'moneyin'],
  name: ['otherpartyinfo', 'otherparty', 'name', 'payername', 'customername', 'sender', 'payer'],
  status: ['transactionstatus', 'status'],
} as const;

type Column = keyof typeof columnVariants;

export const maxStatementRows = 20_000;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnIndexes(row: string[]): Partial<Record<Column, number>> | undefined {
  const names = row.map((cell) => normalise(cell ?? ''));
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(columnVariants) as Column[]) {
    for (const variant of columnVariants[column]) {
      const index = names.indexOf(variant);
      if (index >= 0) {
        found[column] = index;
        break;
      }
    }
  }
  const hasAccount = found.account !== undefined || found.details !== undefined;
  return found.receipt !== undefined &&
    found.time !== undefined &&
    found.paidIn !== undefined &&
    hasAccount
    ? found
    : undefined;
}

/**
 * Kenya local time in the forms exports use: 2023-11-21 12:13:25, 21-11-2023 12:13,
 * 21/11/2023 12:13:25, 20231121121325, with or without seconds or time.
 */
export function parseStatementTime(value: string): string | undefined {
  const text = value.trim();
  let parts: number[] | undefined;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (m) parts = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) => Number(x ?? 0));
  if (!parts) {
    m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    if (m) parts = [m[3], m[2], m[1], m[4], m[5], m[6]].map((x) => Number(x ?? 0));
  }
  if (!parts) {
    m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
    if (m) parts = m.slice(1).map(Number);
  }
  if (!parts) return undefined;
  const [y, mo, d, h, mi, s] = parts as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  const date = instantOfNairobiTime(y, mo, d, h, mi, s);
  const check = nairobiWallClock(date);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return undefined;
  return date.toISOString();
}

/** "Pay Bill from 2547..*** - JOHN DOE Acc. A4" → 'A4'. */
function accountFromDetails(details: string): string | undefined {
  const m = /\bAcc(?:ount)?\.?\s*(?:No\.?)?\s*[:#-]?\s*([A-Za-z0-9][A-Za-z0-9 -]{0,19})\s*$/i.exec(
    details.trim(),
  );
  return m?.[1]?.trim();
}

/** "2547***126 - JOHN DOE" → 'JOHN DOE'. */
function nameFrom(info: string): string {
  const afterDash = info.includes(' - ') ? info.slice(info.lastIndexOf(' - ') + 3) : info;
  return afterDash.replace(/\bAcc(?:ount)?\..*$/i, '').trim();
}

/**
 * Reconciles each row in its own transaction (a row's payment, receipt and log entry commit
 * together), then logs the import's counts: a file that fails half way keeps the rows done.
 */
export async function importStatement(
  deps: C2bDeps,
  actor: Actor,
  csv: string,
): Promise<StatementImportResult> {
  const { organizationId } = actor;
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const headerIndex = rows.findIndex((row) => columnIndexes(row) !== undefined);
  if (headerIndex < 0) {
    throw new AppError('validation', msg('error.statementNoHeader'));
  }
  if (rows.length - headerIndex - 1 > maxStatementRows) {
    throw new AppError('validation', msg('error.statementTooManyRows', { max: maxStatementRows }));
  }
  const columns = columnIndexes(rows[headerIndex]!)!;
  const cell = (row: string[], column: Column) =>
    columns[column] === undefined ? '' : String(row[columns[column]] ?? '').trim();

  const result: StatementImportResult = {
    matched: 0,
    unallocated: 0,
    duplicates: 0,
    errors: [],
    notinstatement: [],
  };
  const lines: StatementPayment[] = [];
  // Read once for the whole file, not per row.
  const { bankAccountNumber: bankAccount } = await paybillSettings(deps.db, organizationId);
  for (let i = headerIndex + 1; i < rows.length; i += 1) {
    const row = rows[i]!;
    const rowNumber = i + 1; // the line in the file (header counted)
    const paidInText = cell(row, 'paidIn');
    // Withdrawals, charges and failed attempts are not payments to reconcile.
    if (!paidInText || /^-|^0+(\.0+)?$/.test(paidInText)) continue;
    const status = cell(row, 'status');
    if (status && !/^(completed|success)/i.test(status)) continue;
    const problems: string[] = [];
    const transId = cell(row, 'receipt').toUpperCase();
    if (!/^[A-Z0-9]{1,64}$/.test(transId)) problems.push('Receipt No. is missing');
    const amountCents = amountToCents(paidInText);
    if (amountCents === undefined) problems.push(`Paid In "${paidInText}" is not an amount`);
    const paidAt = parseStatementTime(cell(row, 'time'));
    if (!paidAt) problems.push(`Completion Time "${cell(row, 'time')}" is not a date and time`);
    const details = cell(row, 'details');
    const account = cell(row, 'account') || accountFromDetails(details) || '';
    if (problems.length > 0) {
      result.errors.push({ row: rowNumber, message: problems.join('; ') });
      continue;
    }
    const payment: PaybillPayment = {
      transId,
      amountCents: amountCents!,
      billRef: account.slice(0, 64),
      payerName: (nameFrom(cell(row, 'name') || details) || 'M-PESA customer').slice(0, 120),
      paidAt: paidAt!,
    };
    lines.push({ transId, amountCents: payment.amountCents, paidAt: payment.paidAt });
    const outcome = await reconcilePayment(deps, actor, payment, 'statement', bankAccount);
    if (outcome === 'matched') result.matched += 1;
    else if (outcome === 'unallocated') result.unallocated += 1;
    else result.duplicates += 1;
  }
  // Verified by the statement, and what the books have that it does not.
  result.notinstatement = await checkAgainstStatement(deps.db, organizationId, lines, deps.clock());
  const { matched, unallocated, duplicates, errors } = result;
  const details = { recorded: matched, unallocated, duplicates, errors: errors.length };
  await recordActivity(deps.db, actor, { kind: 'statement_imported', details }, deps.clock());
  return result;
}
