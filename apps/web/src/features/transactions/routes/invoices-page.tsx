import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  getAllSentInvoices,
  useSentInvoices,
  type SentInvoicePage,
} from '../api/get-sent-invoices';
import { BillNowButton } from '../components/bill-now-dialog';
import { InvoiceFiltersForm } from '../components/invoice-filters-form';
import { InvoicesGrid } from '../components/invoices-grid';
import { InvoiceCards } from '../components/transaction-cards';
import { PagedList } from '../../../components/paged/paged-list';
import { useGridPages } from '../../../components/paged/use-grid-pages';
import { titleWithRange } from '../../../components/paged/title-with-range';
import { invoiceFilterParams, invoiceFiltersFrom } from '../lib/invoice-filters';
import { invoiceExportColumns } from '../lib/transaction-columns';

const invoicesOf = (page: SentInvoicePage) => page.invoices;

/**
 * /transactions/invoices: sent invoices with filters, Bill now, New schedule, a PDF each (and
 * Waive on a late fee), and exports.
 */
export function InvoicesPage() {
  const { t } = useTranslation('transactions');
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => invoiceFiltersFrom(params), [params]);
  const invoices = useSentInvoices(applied);
  const pages = useGridPages(invoices, invoicesOf);
  const title = titleWithRange(t('exportTitles.invoices'), applied.from, applied.to);

  return (
    <PagedList
      pages={pages}
      filters={
        <InvoiceFiltersForm
          key={params.toString()}
          applied={applied}
          onApply={(filters) => {
            pages.toFirstPage();
            setParams(invoiceFilterParams(filters));
          }}
        />
      }
      exportFile={{
        what: 'invoices',
        name: 'invoices',
        title,
        columns: invoiceExportColumns(t),
        all: () => getAllSentInvoices(applied),
      }}
      action={
        <Stack direction="row" spacing={1}>
          <BillNowButton />
          <Button component={Link} to="/new-invoice" variant="contained" startIcon={<AddIcon />}>
            {t('newInvoice')}
          </Button>
        </Stack>
      }
      emptyText={t('list.emptyInvoices')}
      cards={<InvoiceCards rows={pages.rows} />}
      grid={
        <InvoicesGrid
          rows={pages.rows}
          paginationModel={pages.paginationModel}
          onPaginationModelChange={pages.setPaginationModel}
        />
      }
    />
  );
}
