import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@rental/shared/dates';
import { formatKes } from '@rental/shared/money';
import type { RentChange } from '@rental/shared/schemas/rent-changes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format-date';
import { useDeleteRentChange } from '../api/delete-rent-change';
import { useRentHistory } from '../api/get-rent-history';
import { RentChangeItem } from './rent-change-item';

/** The Rent history section of a tenant's page: every rent change, newest date first. */
export function RentHistory({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('tenants');
  const history = useRentHistory(tenantId);
  const [deleting, setDeleting] = useState<RentChange | null>(null);

  let content;
  if (history.isPending) content = <LoadingScreen />;
  else if (history.isError) {
    content = (
      <LoadError message={describeError(history.error, t)} onRetry={() => void history.refetch()} />
    );
  } else if (history.data.rentchanges.length === 0) {
    content = (
      <Typography color="text.secondary">
        {t('rentHistory.empty', { rent: formatKes(history.data.monthlyrent) })}
      </Typography>
    );
  } else {
    const today = todayInNairobi();
    // The newest change already started is the one in force; those after it are to come.
    const inForce = history.data.rentchanges.find((change) => change.effectivefrom <= today);
    content = (
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {history.data.rentchanges.map((change) => (
          <RentChangeItem
            key={change.rentchangeid}
            change={change}
            status={
              change.effectivefrom > today ? 'upcoming' : change === inForce ? 'inForce' : 'past'
            }
            onDelete={() => setDeleting(change)}
          />
        ))}
      </Box>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="rent-history"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id="rent-history" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('rentHistory.title')}
      </Typography>
      {content}
      {deleting && (
        <DeleteRentChange tenantId={tenantId} change={deleting} onDone={() => setDeleting(null)} />
      )}
    </Paper>
  );
}

function DeleteRentChange({
  tenantId,
  change,
  onDone,
}: {
  tenantId: string;
  change: RentChange;
  onDone: () => void;
}) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const remove = useDeleteRentChange(tenantId);
  return (
    <ConfirmDeleteDialog
      title={t('rentHistory.deleteTitle')}
      text={t('rentHistory.deleteText', {
        rent: formatKes(change.monthlyrent),
        date: formatCalendarDate(change.effectivefrom),
      })}
      disabled={remove.isPending}
      error={remove.isError ? describeError(remove.error, t) : undefined}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(change.rentchangeid, {
          onSuccess: () => {
            showAlert(t('rentHistory.deleted'));
            onDone();
          },
        })
      }
    />
  );
}
