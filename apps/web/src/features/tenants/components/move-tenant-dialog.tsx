import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accountRefKey } from '@rental/shared/account-ref';
import { todayInNairobi } from '@rental/shared/dates';
import {
  tenantMoveBodySchema,
  type TenantMoveBody,
  type TenantMoveValues,
} from '@rental/shared/schemas/rent-changes';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRentals } from '../../../entities/rentals/rentals';
import { useMoveTenant } from '../api/move-tenant';
import { useRefusal } from '../lib/use-refusal';
import { FormDialog } from '../../../components/form/form-dialog';
import { RentalField } from './rental-field';
import { RoomTypeField } from './room-type-field';
import { tenantDisplayName } from '@rental/shared/tenant-name';

const fieldNames = [
  'rentalid',
  'housetype',
  'housenumber',
  'meternumber',
  'effectivefrom',
  'finalmeterreading',
  'openingmeterreading',
] as const;

/** The old meter's last reading, then the new meter's first. */
const readingNames = ['finalmeterreading', 'openingmeterreading'] as const;

/**
 * "Move to another unit": another apartment, room type or house from a date. When the meter
 * number changes, the old meter's last reading and the new meter's first one are asked for.
 */
export function MoveTenantDialog({
  tenant,
  onClose,
}: {
  tenant: TenantDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tenants', 'common']);
  const { showAlert } = useAlert();
  const rentals = useRentals();
  const move = useMoveTenant(tenant.tenantid);
  const { tenantdata } = tenant;
  const today = todayInNairobi();
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    TenantMoveBody,
    unknown,
    TenantMoveValues
  >({
    resolver: zodResolver(tenantMoveBodySchema),
    mode: 'onTouched',
    defaultValues: {
      rentalid: tenantdata.rentalid,
      housetype: tenantdata.housetype,
      housenumber: tenantdata.housenumber,
      meternumber: tenantdata.meternumber,
      effectivefrom: today,
      finalmeterreading: '',
      openingmeterreading: '',
    },
  });
  const refusal = useRefusal(setError, fieldNames);
  const meter = useWatch({ control, name: 'meternumber' }) ?? '';
  const newMeter =
    meter.trim() !== '' && accountRefKey(meter) !== accountRefKey(tenantdata.meternumber);

  const onSubmit = handleSubmit(async (values) => {
    refusal.clear();
    // Readings typed before the meter number was put back are not for this move.
    const body = newMeter
      ? values
      : { ...values, finalmeterreading: undefined, openingmeterreading: undefined };
    let moved: TenantDetail;
    try {
      moved = (await move.mutateAsync(body)).tenant;
    } catch (error) {
      refusal.show(error);
      return;
    }
    showAlert(
      t('move.moved', {
        name: tenantDisplayName(moved.tenantdata),
        house: moved.tenantdata.housenumber,
        roomtype: moved.roomtype,
      }),
    );
    onClose();
  });

  return (
    <FormDialog
      title={t('move.title', { name: tenantDisplayName(tenantdata) })}
      text={t('move.text', {
        house: tenantdata.housenumber,
        roomtype: tenant.roomtype,
        rental: tenant.rentalname,
      })}
      error={refusal.refusal}
      cancelLabel={t('move.cancel')}
      submitLabel={t('move.submit')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RentalField control={control} setValue={setValue} rentals={rentals.data ?? []} />
        <RoomTypeField control={control} currentRoomId={tenantdata.housetype} />
        <FormTextField
          control={control}
          name="housenumber"
          id="move-housenumber"
          label={t('fields.housenumber')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="meternumber"
          id="move-meternumber"
          label={t('fields.meternumber')}
          autoComplete="off"
        />
        <FormDateField
          control={control}
          name="effectivefrom"
          id="move-effectivefrom"
          label={t('move.effectivefrom')}
          max={today}
        />
      </Box>
      {newMeter && (
        <Box
          component="fieldset"
          sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2.5, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
            {t('move.newMeter')}
          </Typography>
          {readingNames.map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              id={`move-${name}`}
              label={t(`move.${name}`, {
                meter: name === 'finalmeterreading' ? tenantdata.meternumber : meter.trim(),
              })}
              helperText={t(`move.${name}Hint`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
        </Box>
      )}
    </FormDialog>
  );
}
