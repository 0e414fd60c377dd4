import {
  formatBalance as formatBalanceIn,
  formatKesFigure,
  kesToCents,
} from '@rental/shared/money';
import { formatLanguage } from './format-date';

/**
 * A balance that may be negative, in the app's language: "KES 600" owed, "In credit KES 600"
 * (Kiswahili "Ana ziada ya KES 600"), never "-KES 600". The rule lives in @rental/shared/money,
 * which the server's SMS use too.
 */
export function formatBalance(kes: number): string {
  return formatBalanceIn(kes, formatLanguage());
}

/**
 * A balance in a column headed "(KES)": the figure alone when owed ("7,500"), the credit in
 * words all the same ("In credit KES 500"): a bare "-500" would read as a debt.
 */
export function formatBalanceFigure(kes: number): string {
  return kesToCents(kes) < 0 ? formatBalance(kes) : formatKesFigure(kes);
}
