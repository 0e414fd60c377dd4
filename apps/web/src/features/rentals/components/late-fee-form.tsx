import { zodResolver } from '@hookform/resolvers/zod';
import { typedAmountValue } from '@rental/shared/amount-input';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  lateFeeRuleBodySchema,
  type LateFeeRule,
  type LateFeeRuleBody,
} from '@rental/shared/schemas/late-fees';
import { todayInNairobi } from '@rental/shared/dates';
import { defaultDueRule, dueDateOf } from '@rental/shared/due-dates';
import { addDays } from '@rental/shared/dates';
import { formatKes } from '@rental/shared/money';
import type { TFunction } from 'i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { QueryContent } from '../../../components/query-content';
import { useCan } from '../../../lib/permissions';
import { formatCalendarDate } from '../../../lib/format-date';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useLateFee, useUpdateLateFee } from '../api/late-fee';

/** The rental's late fee: off by default; the owner sets it, members read it. */
export function LateFeeSection({ rentalId }: { rentalId: string }) {
  const rule = useLateFee(rentalId);
  return (
    <QueryContent query={rule}>
      {(saved) => <LateFeeForm rentalId={rentalId} saved={saved} />}
    </QueryContent>
  );
}

function LateFeeForm({ rentalId, saved }: { rentalId: string; saved: LateFeeRule }) {
  const { t } = useTranslation('rentals');
  const owner = useCan()('billing.setup');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateLateFee(rentalId);
  const { control, handleSubmit, setError, formState } = useForm<LateFeeRuleBody>({
    resolver: zodResolver(lateFeeRuleBodySchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const [type, amount, gracedays, enabled] = useWatch({
    control,
    name: ['type', 'amount', 'gracedays', 'enabled'],
  });
  const explained = explainRule(t, type, amount, gracedays);

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await update.mutateAsync(body);
      showAlert(t('lateFee.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, ['amount', 'gracedays']);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
    >
      <CheckboxField
        as="switch"
        control={control}
        name="enabled"
        label={t('lateFee.enabled')}
        hint={t('lateFee.enabledHint')}
        disabled={!owner}
      />
      <SelectField control={control} name="type" label={t('lateFee.type')} disabled={!owner}>
        <MenuItem value="fixed">{t('lateFee.fixed')}</MenuItem>
        <MenuItem value="percent">{t('lateFee.percent')}</MenuItem>
      </SelectField>
      <FormAmountField
        control={control}
        name="amount"
        label={t(type === 'fixed' ? 'lateFee.amountKes' : 'lateFee.amountPercent')}
        disabled={!owner}
      />
      <FormTextField
        control={control}
        name="gracedays"
        label={t('lateFee.gracedays')}
        inputMode="numeric"
        disabled={!owner}
      />
      <CheckboxField
        as="switch"
        control={control}
        name="sendsms"
        label={t('lateFee.sendsms')}
        hint={t('lateFee.sendsmsHint')}
        disabled={!owner}
      />
      <Box role="note" sx={{ gridColumn: '1 / -1' }}>
        {enabled ? (
          <>
            <Typography sx={{ fontWeight: 500 }}>{explained.rule}</Typography>
            <Typography variant="body2" color="text.secondary">
              {explained.example}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('lateFee.off')}</Typography>
        )}
      </Box>
      {owner ? (
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: 160 }}
        >
          {t('lateFee.save')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('lateFee.ownerOnly')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The rule in words, and an example with this month's rent due on the 5th (the default due
 * date): a fee is charged the day after the grace days end, never on the last grace day.
 */
function explainRule(
  t: TFunction<'rentals'>,
  type: LateFeeRuleBody['type'],
  amount: LateFeeRuleBody['amount'],
  gracedays: LateFeeRuleBody['gracedays'],
) {
  const value = typedAmountValue(amount) ?? 0;
  const fee =
    type === 'fixed'
      ? t('lateFee.feeFixed', { fee: formatKes(value) })
      : t('lateFee.feePercent', { fee: `${value}%` });
  const days = Math.max(0, Math.trunc(Number(gracedays) || 0));
  const due = dueDateOf(defaultDueRule, `${todayInNairobi().slice(0, 7)}-01`);
  const last = addDays(due, days);
  return {
    rule: days === 0 ? t('lateFee.ruleNoGrace', { fee }) : t('lateFee.rule', { fee, count: days }),
    example: t('lateFee.example', {
      due: formatCalendarDate(due),
      last: formatCalendarDate(last),
      charged: formatCalendarDate(addDays(last, 1)),
    }),
  };
}
