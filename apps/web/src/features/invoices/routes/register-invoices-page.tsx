import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { AddedList } from '../../../entities/onboarding/added-list';
import { OnboardingFrame } from '../../../entities/onboarding/onboarding-frame';
import { formatCalendarDate } from '../../../lib/format-date';
import { onboardingStepPaths } from '../../../entities/onboarding/onboarding-progress';
import { useCreateInvoiceSetting } from '../api/create-invoice-setting';
import { useInvoiceSettings } from '../api/get-invoice-settings';
import { InvoiceForm } from '../components/invoice-form';
import { PaybillWarning } from '../components/paybill-warning';
import { SmsProviderNote } from '../components/sms-provider-note';

/**
 * /register-invoices: the onboarding step that schedules invoices one after the other (the form
 * keeps the rental, frequency and date for the next one), listing those scheduled. NEXT goes to
 * /register-subscription.
 */
export function RegisterInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { showAlert, clearAlert } = useAlert();
  const createSetting = useCreateInvoiceSetting();
  const settings = useInvoiceSettings();
  const added = (settings.data ?? []).map((setting) => ({
    id: setting.settingid,
    primary: `${t(`invoiceTypes.${setting.settingdata.invoicetype}`)} · ${setting.rentalname}`,
    secondary: t('register.item', {
      frequency: t(`frequencies.${setting.settingdata.billingfrequency}`),
      date: formatCalendarDate(setting.settingdata.startdate),
    }),
  }));

  return (
    <OnboardingFrame
      step="invoices"
      title={t('register.title')}
      description={t('register.text')}
      nextDisabled={createSetting.isPending}
    >
      {/* Skipped on the step before: back to it, not out of onboarding to Settings. */}
      <PaybillWarning setPath={onboardingStepPaths.collect_rent} />
      <SmsProviderNote />
      <InvoiceForm
        submitLabel={t('register.add')}
        resetOnSave
        newRentalPath="/register-rentals"
        onSave={async (values) => {
          clearAlert();
          await createSetting.mutateAsync({ ...values, register: true });
          showAlert(t('newInvoice.scheduled'));
        }}
      />
      <AddedList items={added} emptyText={t('register.none')} title={t('register.added')} />
    </OnboardingFrame>
  );
}
