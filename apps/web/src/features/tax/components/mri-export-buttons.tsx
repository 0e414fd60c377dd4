import { formatKes } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { formatCalendarDate, formatMonth } from '../../../lib/format-date';
import { getPayee } from '../../../entities/organization/payee';
import { exportRowsToCsv, exportRowsToPdf, type ExportColumn } from '../../../lib/table-export';
import { mriReturnFacts } from '../lib/mri-return-facts';

type Property = KraMriReport['properties'][number];

/**
 * The month's return (off while it loads) as CSV (a row per residential property and the total) and as PDF (the
 * figures, the properties with their total, what is left out and why), titled with the month
 * and, on the PDF, the organization it is for.
 */
export function MriExportButtons({ report }: { report: KraMriReport | undefined }) {
  const { t } = useTranslation('tax');
  const columns: ExportColumn<Property>[] = [
    { header: t('properties.property'), value: (row) => row.rentalname },
    { header: t('properties.lrnumber'), value: (row) => row.lrnumber ?? '' },
    {
      header: t('properties.inKes', { column: t('properties.gross') }),
      kes: (row) => row.grossrent,
    },
  ];
  if (!report) {
    return <ExportButtons record={{ what: 'kra-mri' }} onCsv={() => 0} onPdf={() => 0} disabled />;
  }
  const fileName = report.landlord
    ? t('export.fileNameLandlord', { month: report.month, name: report.landlord.name })
    : t('export.fileName', { month: report.month });
  const title = t('export.documentTitle', { month: formatMonth(report.month) });

  const exportCsv = async () => {
    const total = { rentalid: '', rentalname: t('properties.total'), lrnumber: null };
    await exportRowsToCsv(fileName, columns, [
      ...report.properties,
      { ...total, grossrent: report.totalgross },
    ]);
    return report.properties.length;
  };

  const exportPdf = async () => {
    const { filing, excluded } = report;
    const payee = await getPayee();
    return exportRowsToPdf(title, fileName, columns, report.properties, {
      issuer: payee,
      facts: [
        ...mriReturnFacts(report, t),
        ...(report.nil ? [[t('summary.nil'), t('summary.nilText')] as const] : []),
        [t('export.yearToDate'), formatKes(report.yeartodate)],
        [
          t('export.filing'),
          filing
            ? t('filing.filed', { prn: filing.prn, date: formatCalendarDate(filing.paidon) })
            : t('export.notFiled'),
        ],
      ],
      notes: [
        t('export.excluded', {
          water: formatKes(excluded.water),
          servicecharge: formatKes(excluded.servicecharge),
          other: formatKes(excluded.other),
          deposits: formatKes(excluded.deposits),
          keptfromdeposits: formatKes(excluded.keptfromdeposits),
        }),
        ...report.commercial.map((property) =>
          t('export.commercial', {
            name: property.rentalname,
            amount: formatKes(property.grossrent),
          }),
        ),
      ],
    });
  };

  return <ExportButtons record={{ what: 'kra-mri' }} onCsv={exportCsv} onPdf={exportPdf} />;
}
