import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { repairPayers, type Repair } from '@rental/shared/schemas/repairs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { describeError } from '../../../lib/describe-error';
import { useCan } from '../../../lib/permissions';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useCloseRepair } from '../api/close-repair';
import { closeFormSchema, type CloseFormValues } from '../lib/close-form';

const fieldNames = ['cost', 'paidby', 'note'] as const;

/**
 * Marks a repair done with its cost: paid by the landlord (an expense of the rental) or by the
 * tenant (a charge on their bill; only a repair of a tenant's house has one to charge). Who may
 * not record money (money.write: a caretaker) marks it done without a cost, as the server
 * allows, and is told whom to ask when it cost something.
 */
export function CloseRepairDialog({
  repair,
  onClose,
  onClosed,
}: {
  repair: Repair;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('repairs');
  const { showAlert, clearAlert } = useAlert();
  const close = useCloseRepair(repair.id);
  const money = useCan()('money.write');
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<
    CloseFormValues,
    unknown,
    z.output<typeof closeFormSchema>
  >({
    resolver: zodResolver(closeFormSchema),
    mode: 'onTouched',
    defaultValues: { cost: '', paidby: '', note: '' },
  });
  const payers = repairPayers.filter((payer) => payer === 'landlord' || repair.tenantid);

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    setFormError(undefined);
    try {
      await close.mutateAsync(body);
      onClosed();
      showAlert(t('closeForm.saved', { reference: repair.reference }));
    } catch (error) {
      if (!setServerFieldErrors(error, setError, fieldNames)) setFormError(describeError(error, t));
    }
  });

  return (
    <FormDialog
      title={t('closeForm.title', { reference: repair.reference })}
      text={t(money ? 'closeForm.text' : 'closeForm.textNoCost')}
      error={formError}
      cancelLabel={t('closeForm.cancel')}
      submitLabel={t('closeForm.save')}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {money && (
          <>
            <FormAmountField
              control={control}
              name="cost"
              id="repair-cost"
              label={t('closeForm.cost')}
            />
            <SelectField
              control={control}
              name="paidby"
              id="repair-paid-by"
              label={t('closeForm.paidBy')}
            >
              {payers.map((payer) => (
                <MenuItem key={payer} value={payer}>
                  {t(`payers.${payer}`)}
                </MenuItem>
              ))}
            </SelectField>
          </>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="note"
            id="repair-close-note"
            label={t('closeForm.note')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
