import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chargeTypes } from '@rental/shared/enums';
import { invoiceNumberLabel } from '@rental/shared/invoice-number';
import { formatKes } from '@rental/shared/money';
import {
  chargeDueDays,
  newChargeBodySchema,
  type NewChargeBody,
} from '@rental/shared/schemas/charges';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ApiError } from '../../../lib/api-client';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { formatCalendarDate } from '../../../lib/format-date';
import { useRentals } from '../../../entities/rentals/rentals';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useBillNow } from '../api/charges';
import { useTenants } from '../../../entities/tenants/tenants';
import { TenantAutocomplete } from './tenant-autocomplete';
import { tenantDisplayName } from '@rental/shared/tenant-name';

type Who = 'tenant' | 'rental';

/** "Bill now": a one-off charge to a tenant or every tenant of a rental, in a dialog. */
export function BillNowButton() {
  const { t } = useTranslation('transactions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('billNow.button')}
      </Button>
      {open && <BillNowDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function BillNowDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transactions');
  const translate = useTranslateMessage();
  const { showAlert, clearAlert } = useAlert();
  const tenants = useTenants();
  const rentals = useRentals();
  const billNow = useBillNow();
  const [who, setWho] = useState<Who>('tenant');
  // One key per dialog: a retry of the same bill is made once by the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // The server's question when the same charge was billed minutes ago, with what to send.
  const [duplicate, setDuplicate] = useState<{ question: string; body: NewChargeBody } | null>(
    null,
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<NewChargeBody>({
    resolver: zodResolver(newChargeBodySchema),
    mode: 'onTouched',
    defaultValues: {
      tenantid: '',
      rentalid: '',
      chargetype: 'repair',
      description: '',
      amount: '',
      sendsms: true,
    },
  });
  const rentalId = useWatch({ control, name: 'rentalid' });
  const count = (tenants.data ?? []).filter((x) => x.tenantdata.rentalid === rentalId).length;

  const bill = async (body: NewChargeBody) => {
    clearAlert();
    try {
      const { invoices } = await billNow.mutateAsync({ body, idempotencyKey });
      onClose();
      const first = invoices[0]!;
      const tenant = tenants.data?.find((x) => x.tenantid === first.tenantid);
      showAlert(
        t('billNow.billed', {
          count: invoices.length,
          name: tenant ? tenantDisplayName(tenant.tenantdata) : '',
          amount: formatKes(first.amount),
          due: formatCalendarDate(first.duedate),
          first: invoiceNumberLabel(first.invoicenumber),
          last: invoiceNumberLabel(invoices.at(-1)!.invoicenumber),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'possible_duplicate') {
        setDuplicate({ question: error.message, body: { ...body, billagain: true } });
        return;
      }
      setServerFieldErrors(error, setError, ['tenantid', 'rentalid', 'description', 'amount']);
    }
  };
  // One of the two is chosen; the other is left out, not sent empty.
  const onSubmit = handleSubmit((body) =>
    bill({ ...body, tenantid: body.tenantid || undefined, rentalid: body.rentalid || undefined }),
  );

  const choose = (next: Who) => {
    setWho(next);
    setValue(next === 'tenant' ? 'rentalid' : 'tenantid', '');
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('billNow.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="bill-now-form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          <Typography color="text.secondary">
            {t('billNow.text', { count: chargeDueDays })}
          </Typography>
          <SelectField control={control} name="chargetype" label={t('billNow.chargetype')}>
            {chargeTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`billNow.types.${type}`)}
              </MenuItem>
            ))}
          </SelectField>
          <FormTextField control={control} name="description" label={t('billNow.description')} />
          <FormAmountField control={control} name="amount" label={t('billNow.amount')} />
          <TextField
            select
            id="bill-now-who"
            label={t('billNow.who')}
            value={who}
            onChange={(event) => choose(event.target.value as Who)}
          >
            <MenuItem value="tenant">{t('billNow.oneTenant')}</MenuItem>
            <MenuItem value="rental">{t('billNow.wholeRental')}</MenuItem>
          </TextField>
          {who === 'tenant' ? (
            <Controller
              control={control}
              name="tenantid"
              render={({ field, fieldState }) => (
                <TenantAutocomplete
                  id="bill-now-tenant"
                  label={t('billNow.tenant')}
                  tenants={tenants.data ?? []}
                  loading={tenants.isPending}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error && translate(fieldState.error.message ?? '')}
                />
              )}
            />
          ) : (
            <SelectField
              control={control}
              name="rentalid"
              label={t('billNow.rental')}
              helperText={rentalId ? t('billNow.tenantsInRental', { count }) : undefined}
            >
              {(rentals.data ?? []).map((rental) => (
                <MenuItem key={rental.rentalid} value={rental.rentalid}>
                  {rental.rentaldata.rentalname}
                </MenuItem>
              ))}
            </SelectField>
          )}
          <CheckboxField
            control={control}
            name="sendsms"
            label={t('billNow.sendsms')}
            hint={t('billNow.sendsmsHint')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('billNow.cancel')}</Button>
        <Button
          type="submit"
          form="bill-now-form"
          variant="contained"
          disabled={formState.isSubmitting}
        >
          {t('billNow.submit')}
        </Button>
      </DialogActions>
      {duplicate && (
        <Dialog open onClose={() => setDuplicate(null)} aria-labelledby="bill-again-title">
          <DialogTitle id="bill-again-title">{t('billNow.duplicateTitle')}</DialogTitle>
          <DialogContent>
            <Typography>{duplicate.question}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDuplicate(null)}>{t('billNow.cancel')}</Button>
            <Button
              variant="contained"
              disabled={billNow.isPending}
              onClick={() => {
                const { body } = duplicate;
                setDuplicate(null);
                void bill(body);
              }}
            >
              {t('billNow.billAgain')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
