import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@rental/shared/dates';
import { paymentModes } from '@rental/shared/enums';
import type { EndTenancyBody } from '@rental/shared/schemas/tenancy';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKes } from '@rental/shared/money';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import {
  endTenancyDefaults,
  endTenancyResolver,
  settlement,
  suggestedRefund,
  type EndTenancyForm as FormValues,
  type MoveOutMoney,
} from '../lib/end-tenancy-form';
import { useMoveOutPreview } from '../api/get-move-out-preview';
import { DeductionRows } from './deduction-rows';
import { FinalReadingField } from './final-reading-field';
import { MoveOutCredits } from './move-out-credits';
import { SettleSummary } from './settle-summary';
import { paymentModeLabel } from '../../../lib/type-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The fields the server may name in a refusal (the settlement's own rule: refund.amount). */
function serverFieldNames(count: number) {
  return [
    'moveoutdate',
    'finalmeterreading',
    'deductions',
    ...Array.from({ length: count }, (_, i) =>
      (['reason', 'amount', 'note'] as const).map((key) => `deductions.${i}.${key}` as const),
    ).flat(),
    'refund.amount',
    'refund.paymentmode',
    'refund.reference',
  ] as const;
}

/**
 * The move-out: date, final meter reading, deductions from the deposit and the refund, with
 * the settlement summed up live. The refund follows "held minus deductions" until the
 * landlord types one; the server's refusals show under the fields they name. The rent a
 * back-dated move-out credits back comes from the server's preview for the date typed: what
 * the tenant owes, and so what unpaid rent and water may take, is the balance after it.
 */
export function EndTenancyForm({
  tenantId,
  money,
  moveindate,
  cancelPath,
  onSave,
}: {
  tenantId: string;
  money: MoveOutMoney;
  moveindate: string | null;
  cancelPath: string;
  onSave: (body: EndTenancyBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('tenants');
  const today = todayInNairobi();
  // The money after the preview's credits, read when the form is checked: the preview comes
  // after the form that holds the date it is asked for.
  const moneyAfterCredits = useRef(money);
  const resolver = useMemo(
    (): ReturnType<typeof endTenancyResolver> => (values, context, options) =>
      endTenancyResolver(moneyAfterCredits.current, today, moveindate)(values, context, options),
    [today, moveindate],
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    FormValues,
    unknown,
    EndTenancyBody
  >({
    resolver,
    // Checked on END TENANCY, then as typed: a deduction row just added is not yet wrong. The
    // settlement's rules show live in the summary meanwhile.
    mode: 'onSubmit',
    defaultValues: endTenancyDefaults(today, money.held),
  });
  const values = useWatch({ control }) as FormValues;
  const preview = useMoveOutPreview(tenantId, values.moveoutdate);
  const previewed = preview.isError ? undefined : preview.data;
  const moneyAfter = useMemo(
    () => (previewed ? { ...money, balance: previewed.balanceafter } : money),
    [money, previewed],
  );
  useEffect(() => {
    moneyAfterCredits.current = moneyAfter;
  }, [moneyAfter]);
  const settled = settlement(values, moneyAfter);
  const refundFollows = suggestedRefund(values, money.held);

  // Until the landlord types a refund, it is what the deductions leave of the deposit. (Not
  // the field's dirty state: adding a deduction recomputes it against the defaults.)
  const [refundTyped, setRefundTyped] = useState(false);
  useEffect(() => {
    if (!refundTyped) setValue('refund.amount', refundFollows);
  }, [refundFollows, refundTyped, setValue]);

  // Checked, then asked: ending a tenancy cannot be undone, so the landlord confirms what it does.
  const [confirming, setConfirming] = useState<EndTenancyBody | null>(null);
  const onSubmit = handleSubmit((body) => setConfirming(body));
  const endTenancy = async (body: EndTenancyBody) => {
    setConfirming(null);
    try {
      await onSave(body);
    } catch (error) {
      setServerFieldErrors(error, setError, serverFieldNames(values.deductions.length));
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
        setError('root', { message: describeError(error, t) });
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 4 }}>
      <Section title={t('endTenancy.moveOut')}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormDateField
            control={control}
            name="moveoutdate"
            label={t('endTenancy.moveoutdate')}
            max={today}
            min={moveindate ?? undefined}
          />
          <FinalReadingField control={control} meter={money.meter} />
        </Box>
        <MoveOutCredits
          preview={previewed}
          stale={preview.isPlaceholderData || preview.isFetching}
        />
      </Section>
      <Section title={t('endTenancy.deductions')}>
        <DeductionRows control={control} />
      </Section>
      <Section title={t('endTenancy.refund')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          <FormAmountField
            control={control}
            name="refund.amount"
            id="refund-amount"
            label={t('endTenancy.refundAmount')}
            onValueChange={() => setRefundTyped(true)}
          />
          <FormTextField
            control={control}
            name="refund.paymentmode"
            id="refund-paymentmode"
            select
            label={t('endTenancy.paymentmode')}
          >
            {paymentModes.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {paymentModeLabel(t, mode)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="refund.reference"
            id="refund-reference"
            label={t('endTenancy.reference')}
            helperText={t('endTenancy.referenceHint')}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </Box>
      </Section>
      <SettleSummary settled={settled} />
      {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('endTenancy.final')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color="warning"
          size="large"
          // Not while the credits for a new date are on their way: the settlement depends on them.
          disabled={formState.isSubmitting || preview.isFetching}
        >
          {t('endTenancy.submit')}
        </Button>
        <Button component={Link} to={cancelPath} size="large">
          {t('endTenancy.cancel')}
        </Button>
      </Box>
      {confirming && (
        <ConfirmDeleteDialog
          title={t('endTenancy.confirmTitle')}
          text={t('endTenancy.confirmText', {
            date: formatCalendarDate(confirming.moveoutdate),
            deducted: formatKes(settled.deducted),
            refund: formatKes(settled.refund),
          })}
          confirmLabel={t('endTenancy.submit')}
          onConfirm={() => void endTenancy(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Box>
  );
}
