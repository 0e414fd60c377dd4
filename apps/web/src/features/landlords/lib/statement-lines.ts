import type { Landlord, OwnerStatement } from '@rental/shared/schemas/landlords';
import type { TFunction } from 'i18next';

/**
 * One line of the statement's sum: what it is, its amount as the statement gives it (what is
 * taken off is shown taken off), and whether it is a result (bold, ruled above).
 */
export interface StatementLine {
  key: string;
  label: string;
  amount: number;
  result: boolean;
}

/**
 * The statement as an agent explains it to a landlord: collected and kept from deposits (a
 * line only in a month with some), less commission and expenses, is due; brought forward,
 * less remitted, is carried forward. The screen, the PDF and the CSV all read these lines.
 */
export function statementLines(
  statement: OwnerStatement,
  landlord: Landlord | undefined,
  t: TFunction<'landlords'>,
): StatementLine[] {
  const commission =
    landlord?.landlorddata.commissiontype === 'percent'
      ? t('statement.lines.commissionPercent', { value: landlord.landlorddata.commission })
      : t('statement.lines.commissionFixed');
  const line = (key: keyof typeof statement, label: string, amount: number) => ({
    key,
    label,
    amount,
    result: key === 'due' || key === 'carriedforward',
  });
  const kept =
    statement.keptfromdeposits === 0
      ? []
      : [
          line(
            'keptfromdeposits',
            t('statement.lines.keptfromdeposits'),
            statement.keptfromdeposits,
          ),
        ];
  return [
    line('collected', t('statement.lines.collected'), statement.collected),
    ...kept,
    line('commission', commission, -statement.commission),
    line('expenses', t('statement.lines.expenses'), -statement.expenses),
    line('due', t('statement.lines.due'), statement.due),
    line('broughtforward', t('statement.lines.broughtforward'), statement.broughtforward),
    line('remitted', t('statement.lines.remitted'), -statement.remitted),
    line('carriedforward', t('statement.lines.carriedforward'), statement.carriedforward),
  ];
}
