import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@rental/shared/dates';
import type { Meter } from '@rental/shared/schemas/readings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/alert/use-alert';
import { DateInput } from '../../../components/form/date-input';
import { QueryContent } from '../../../components/query-content';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useRentals } from '../../../entities/rentals/rentals';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useMeters, useSaveBuildingReadings } from '../api/building-readings';
import { MeterGridRow, meterGridColumns } from '../components/meter-grid-row';
import { RentalSelect } from '../components/rental-select';

const listPath = '/water-readings';

interface Typed {
  value: string;
  replaced: boolean;
}

/**
 * /water-readings/building: every meter of one rental on one screen, for the monthly walk
 * round the building. Rows left blank are not sent; the rest are saved together or not at
 * all, and a refused row says why in place.
 */
export function BuildingReadingsPage() {
  const { t } = useTranslation('readings');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const { showAlert, clearAlert } = useAlert();
  const rentals = useRentals();
  const [chosen, setChosen] = useState('');
  const rentalId = chosen || (rentals.data?.length === 1 ? rentals.data[0]!.rentalid : '');
  const [date, setDate] = useState(() => todayInNairobi());
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const meters = useMeters(rentalId);
  const save = useSaveBuildingReadings();

  const filled = (meters.data ?? []).filter((meter) => typed[meter.tenantid]?.value.trim());
  const dateError = save.error instanceof ApiError ? save.error.fields.readingdate : undefined;

  const submit = async () => {
    clearAlert();
    setRowErrors({});
    const readings = filled.map((meter) => ({
      meternumber: meter.meternumber,
      meterreading: typed[meter.tenantid]!.value.trim(),
      meterreplacement: typed[meter.tenantid]!.replaced,
    }));
    try {
      const saved = await save.mutateAsync({ rentalid: rentalId, readingdate: date, readings });
      showAlert(t('building.saved', { count: saved.readings.length }), 'success', listPath);
      await navigate(listPath);
    } catch (error) {
      if (error instanceof ApiError) setRowErrors(errorsByTenant(error.fields, filled));
    }
  };

  const onChange = (meter: Meter, value: string, replaced: boolean) => {
    setTyped((current) => ({ ...current, [meter.tenantid]: { value, replaced } }));
    setRowErrors(({ [meter.tenantid]: _fixed, ...rest }) => rest);
  };

  const rowErrorCount = Object.keys(rowErrors).length;
  return (
    <Paper component="section" variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {t('building.title')}
        </Typography>
        <Typography color="text.secondary">{t('building.text')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <RentalSelect
            rentals={rentals.data ?? []}
            value={rentalId}
            onChange={(next) => {
              setChosen(next);
              setTyped({});
              setRowErrors({});
            }}
            disabled={!rentals.isSuccess}
          />
          <DateInput
            id="readingdate"
            label={t('building.date')}
            value={date}
            onChange={setDate}
            error={Boolean(dateError)}
            helperText={translate(dateError)}
            max={todayInNairobi()}
            fullWidth
          />
        </Box>
      </Box>
      {rentalId === '' ? (
        <Alert severity="info" sx={{ mx: { xs: 2, sm: 3 }, mb: 3 }}>
          {t('form.chooseRentalFirst')}
        </Alert>
      ) : (
        <QueryContent
          query={meters}
          isEmpty={meters.data?.length === 0}
          emptyText={t('form.noMeters')}
        >
          <Box role="table" aria-label={t('building.title')}>
            <Box
              role="row"
              sx={{
                display: { xs: 'none', md: 'grid' },
                gridTemplateColumns: meterGridColumns,
                gap: 2,
                px: 2,
                py: 1,
                bgcolor: 'action.hover',
                typography: 'body2',
                fontWeight: 700,
              }}
            >
              <span role="columnheader">{t('columns.housenumber')}</span>
              <span role="columnheader">{t('columns.tenantname')}</span>
              <span role="columnheader">{t('columns.previousreading')}</span>
              <span role="columnheader">{t('columns.meterreading')}</span>
              <span role="columnheader">{t('form.meterreplacement')}</span>
              <span role="columnheader">{t('building.usageColumn')}</span>
            </Box>
            {(meters.data ?? []).map((meter) => (
              <MeterGridRow
                key={meter.tenantid}
                meter={meter}
                value={typed[meter.tenantid]?.value ?? ''}
                replaced={typed[meter.tenantid]?.replaced ?? false}
                serverError={rowErrors[meter.tenantid]}
                onChange={(value, replaced) => onChange(meter, value, replaced)}
              />
            ))}
          </Box>
        </QueryContent>
      )}
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        {rowErrorCount > 0 && (
          <Alert severity="error">{t('building.rowErrors', { count: rowErrorCount })}</Alert>
        )}
        {save.isError && rowErrorCount === 0 && !dateError && (
          <Alert severity="error">{describeError(save.error, t)}</Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={() => void submit()}
          disabled={filled.length === 0 || save.isPending}
          sx={{ justifySelf: { sm: 'start' }, minWidth: 200 }}
        >
          {t('building.save', { count: filled.length })}
        </Button>
      </Box>
    </Paper>
  );
}

/** The server keys a row's message by its place in the list sent: back to the meter. */
function errorsByTenant(fields: Record<string, string>, sent: readonly Meter[]) {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const index = /^readings\.(\d+)\./.exec(key)?.[1];
    const meter = index === undefined ? undefined : sent[Number(index)];
    if (meter) errors[meter.tenantid] ??= message;
  }
  return errors;
}
