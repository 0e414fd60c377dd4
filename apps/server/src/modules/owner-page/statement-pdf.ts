import { monthLabel } from '@rental/shared/billing-dates';
import { formatCalendarDay } from '@rental/shared/date-format';
import { nairobiDate } from '@rental/shared/dates';
import type { Language } from '@rental/shared/enums';
import { formatKes } from '@rental/shared/money';
import { notFound } from '../../lib/app-error.js';
import { buildPdf, pageHeight, pageWidth, type PdfItem } from '../../lib/simple-pdf.js';
import { ownerStatement, requireLandlord } from '../landlords/index.js';
import { payeeOf } from '../organization/index.js';
import type { PageLandlord } from './page-gate.js';
import { statementMonthsOf, type OwnerPageDeps } from './page-service.js';

/** The statement's words, as the agent's screen and PDF say them (web landlords catalogue). */
const words = {
  en: {
    title: 'Owner statement',
    landlord: 'Landlord',
    agent: 'Managed by',
    month: 'Month',
    rental: 'Rental',
    collectedKes: 'Collected (KES)',
    noRentals: 'No rentals',
    collected: 'Rent collected',
    keptfromdeposits: 'Kept from deposits',
    commission: 'Less commission',
    expenses: 'Less expenses paid',
    due: 'Due for the month',
    broughtforward: 'Brought forward',
    remitted: 'Less paid to landlord',
    carriedforward: 'Owed, carried forward',
    made: 'Made on',
  },
  sw: {
    title: 'Taarifa ya mwenye nyumba',
    landlord: 'Mwenye nyumba',
    agent: 'Inasimamiwa na',
    month: 'Mwezi',
    rental: 'Jengo',
    collectedKes: 'Iliyokusanywa (KES)',
    noRentals: 'Hakuna majengo',
    collected: 'Kodi iliyokusanywa',
    keptfromdeposits: 'Kilichokatwa kutoka amana',
    commission: 'Toa kamisheni',
    expenses: 'Toa gharama zilizolipwa',
    due: 'Anachostahili kwa mwezi',
    broughtforward: 'Salio la awali',
    remitted: 'Toa uliyomlipa mwenye nyumba',
    carriedforward: 'Anachodai, kinahamia mwezi ujao',
    made: 'Imetengenezwa',
  },
} satisfies Record<Language, Record<string, string>>;

const margin = 50;
const right = pageWidth - margin;

/**
 * The owner statement of `month` as a PDF, in `language`: the same figures the agent's Owner
 * statement screen shows (landlords' ownerStatement), rentals one line each. Only months the
 * page lists (from the landlord's first to this one) are served; any other is a 404.
 */
export async function ownerStatementPdf(
  deps: OwnerPageDeps,
  landlord: PageLandlord,
  month: string,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const today = nairobiDate(deps.clock());
  if (!statementMonthsOf(landlord, today.slice(0, 7)).includes(month)) {
    throw notFound('Page');
  }
  const organizationId = landlord.organization_id;
  const [statement, agent, record] = await Promise.all([
    ownerStatement(deps.db, organizationId, { landlordid: landlord.id, month }),
    payeeOf(deps.db, organizationId),
    requireLandlord(deps.db, organizationId, landlord.id),
  ]);
  const w = words[language];
  const pages: PdfItem[][] = [];
  let items: PdfItem[] = [];
  let y = pageHeight - margin;
  const newPageIfFull = () => {
    if (y > margin + 20) return;
    pages.push(items);
    items = [];
    y = pageHeight - margin;
  };
  const line = (label: string, value: string, bold = false) => {
    newPageIfFull();
    items.push({ kind: 'text', text: label, x: margin, y, size: 10, bold });
    items.push({ kind: 'text', text: value, x: right, y, size: 10, bold, align: 'right' });
    y -= 16;
  };

  items.push({ kind: 'text', text: agent.name, x: margin, y, size: 14, bold: true });
  y -= 26;
  items.push({ kind: 'text', text: w.title, x: margin, y, size: 18, bold: true });
  y -= 28;
  line(w.landlord, statement.landlord.name);
  if (record.kra_pin) line('KRA PIN', record.kra_pin);
  line(w.month, monthLabel(`${month}-01`, language));
  line(w.agent, agent.name);
  y -= 10;
  line(w.rental, w.collectedKes, true);
  items.push({ kind: 'rule', x1: margin, x2: right, y: y + 11 });
  if (statement.rentals.length === 0) line(w.noRentals, '');
  for (const rental of statement.rentals) line(rental.rentalname, formatKes(rental.collected));
  y -= 10;
  items.push({ kind: 'rule', x1: margin, x2: right, y: y + 11 });
  line(w.collected, formatKes(statement.collected));
  if (statement.keptfromdeposits !== 0) {
    line(w.keptfromdeposits, formatKes(statement.keptfromdeposits));
  }
  line(w.commission, formatKes(-statement.commission));
  line(w.expenses, formatKes(-statement.expenses));
  line(w.due, formatKes(statement.due), true);
  line(w.broughtforward, formatKes(statement.broughtforward));
  line(w.remitted, formatKes(-statement.remitted));
  line(w.carriedforward, formatKes(statement.carriedforward), true);
  y -= 20;
  // As every date people read (packages/shared date-format.ts): "10 Mar 2026", "5 Des 2026".
  line(w.made, formatCalendarDay(today, language));
  pages.push(items);

  const title = `${w.title} - ${statement.landlord.name} - ${month}`;
  return { pdf: buildPdf(pages, title), fileName: `owner-statement-${month}.pdf` };
}
