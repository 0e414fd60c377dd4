import { formatKes } from '@rental/shared/money';
import type { Landlord, OwnerStatement } from '@rental/shared/schemas/landlords';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { formatMonth } from '../../../lib/format-date';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { payoutLine } from '../lib/landlord-lines';
import { statementLines, type StatementLine } from '../lib/statement-lines';

type RentalRow = OwnerStatement['rentals'][number];

/**
 * The statement (off while it loads) as CSV (a row per rental, then the statement's lines)
 * and as PDF under the agent's name: the landlord and the sum above, the rentals' collections
 * in the table, where the money is paid under it.
 */
export function StatementExportButtons({
  statement,
  landlord,
}: {
  statement: OwnerStatement | undefined;
  landlord: Landlord | undefined;
}) {
  const { t } = useTranslation('landlords');
  if (!statement) {
    return (
      <ExportButtons
        record={{ what: 'owner-statement' }}
        onCsv={() => 0}
        onPdf={() => 0}
        disabled
      />
    );
  }
  const name = statement.landlord.name;
  const month = formatMonth(statement.month);
  const fileName = t('export.fileName', { name, month: statement.month });
  const lines = statementLines(statement, landlord, t);
  const amountHeader = t('statement.inKes', { column: t('statement.collected') });
  const rentalColumns: ExportColumn<RentalRow>[] = [
    { header: t('statement.rental'), value: (row) => row.rentalname },
    { header: amountHeader, kes: (row) => row.collected },
  ];

  const exportCsv = async () => {
    const lineColumns: ExportColumn<RentalRow | StatementLine>[] = [
      {
        header: t('statement.rental'),
        value: (row) => ('rentalname' in row ? row.rentalname : row.label),
      },
      { header: amountHeader, kes: (row) => ('rentalname' in row ? row.collected : row.amount) },
    ];
    await exportRowsToCsv(fileName, lineColumns, [...statement.rentals, ...lines]);
    return statement.rentals.length;
  };

  const exportPdf = async () => {
    const payee = await getPayee();
    const data = landlord?.landlorddata;
    // A short title: the header leaves the rest of its line to the agent's name.
    return exportRowsToPdf(t('export.title'), fileName, rentalColumns, statement.rentals, {
      issuer: payee,
      documentTitle: t('export.documentTitle', { name, month }),
      facts: [
        [t('export.landlord'), name],
        ...(data?.krapin ? [[t('export.krapin'), data.krapin] as const] : []),
        [t('export.month'), month],
        ...lines.map((line) => [line.label, formatKes(line.amount)] as const),
      ],
      notes: data ? [t('statement.payTo', { payout: payoutLine(data.payout, t) })] : [],
    });
  };

  return <ExportButtons record={{ what: 'owner-statement' }} onCsv={exportCsv} onPdf={exportPdf} />;
}
