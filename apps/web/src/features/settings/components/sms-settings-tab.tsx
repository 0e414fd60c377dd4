import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { smsProviderNames } from '@rental/shared/enums';
import { validationMessages } from '@rental/shared/messages';
import {
  smsSettingsBodySchema,
  type SmsSettings,
  type SmsSettingsBody,
  type SmsWaiting,
} from '@rental/shared/schemas/sms';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { QueryContent } from '../../../components/query-content';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useSmsSettings } from '../api/get-sms-settings';
import { useUpdateSmsSettings } from '../api/update-sms-settings';
import { CopyField } from './callback-urls';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';
import { TestSmsForm } from './test-sms-form';
import { WaitingMessagesDialog } from './waiting-messages-dialog';

const fieldNames = ['provider', 'username', 'apikey', 'senderid'] as const;

/** The shared rules, plus: Africa's Talking needs an API key once (it is kept after that). */
function settingsSchema(apikeyset: boolean) {
  return smsSettingsBodySchema.superRefine((values, ctx) => {
    if (values.provider === 'africastalking' && !apikeyset && !values.apikey) {
      ctx.addIssue({
        code: 'custom',
        path: ['apikey'],
        message: validationMessages.smsApiKeyRequired,
      });
    }
  });
}

/**
 * The SMS tab: which provider sends invoices and receipts, a test message, the URL Africa's
 * Talking posts tenants' texts to (BAL, SALIO), and those of its delivery reports and opt-outs.
 */
export function SmsSettingsTab() {
  const { t } = useTranslation('settings');
  const settings = useSmsSettings();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('sms.title')} text={t('sms.text')}>
        <QueryContent query={settings}>{(saved) => <SmsSettingsForm saved={saved} />}</QueryContent>
      </SettingsSection>
      <SettingsSection title={t('sms.test.title')} text={t('sms.test.text')}>
        <TestSmsForm />
      </SettingsSection>
      <SettingsSection title={t('sms.incoming.title')} text={t('sms.incoming.text')}>
        <QueryContent query={settings}>
          {(saved) =>
            saved.incomingurl === null ? (
              <OwnerOnlyUrls />
            ) : (
              <CopyField
                id="sms-incoming-url"
                label={t('sms.incoming.url')}
                value={saved.incomingurl}
              />
            )
          }
        </QueryContent>
      </SettingsSection>
      <SettingsSection title={t('sms.callbacks.title')} text={t('sms.callbacks.text')}>
        <QueryContent query={settings}>
          {(saved) =>
            saved.deliveryreporturl === null || saved.optouturl === null ? (
              <OwnerOnlyUrls />
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <CopyField
                  id="sms-delivery-report-url"
                  label={t('sms.callbacks.deliveryReportUrl')}
                  value={saved.deliveryreporturl}
                  helperText={t('sms.callbacks.deliveryReportHint')}
                />
                <CopyField
                  id="sms-opt-out-url"
                  label={t('sms.callbacks.optOutUrl')}
                  value={saved.optouturl}
                  helperText={t('sms.callbacks.optOutHint')}
                />
              </Box>
            )
          }
        </QueryContent>
      </SettingsSection>
    </Box>
  );
}

/** The callback URLs hold the organization's secrets: the server gives them to the owner only. */
function OwnerOnlyUrls() {
  const { t } = useTranslation('settings');
  return <Alert severity="info">{t('sms.ownerOnlyUrls')}</Alert>;
}

function SmsSettingsForm({ saved }: { saved: SmsSettings }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateSmsSettings();
  // Set by a save that switched on a real provider while messages waited: asked once.
  const [waiting, setWaiting] = useState<SmsWaiting | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<SmsSettingsBody>({
    resolver: zodResolver(settingsSchema(saved.apikeyset)),
    mode: 'onTouched',
    defaultValues: {
      provider: saved.provider,
      username: saved.username,
      apikey: '',
      senderid: saved.senderid,
    },
  });
  const provider = useWatch({ control, name: 'provider' });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      const { settings, waiting: left } = await update.mutateAsync(body);
      setWaiting(left ?? null);
      // The key is write-only: the field empties and says a key is saved.
      reset({ ...body, apikey: '', username: settings.username, senderid: settings.senderid });
      showAlert(t('sms.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <>
      <SettingsForm
        onSubmit={onSubmit}
        submitLabel={t('sms.save')}
        submitDisabled={formState.isSubmitting}
      >
        <SelectField
          control={control}
          name="provider"
          label={t('sms.provider')}
          sx={{ gridColumn: '1 / -1' }}
        >
          {smsProviderNames.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`sms.providers.${name}`)}
            </MenuItem>
          ))}
        </SelectField>
        {provider === 'outbox' ? (
          <Alert severity="info" role="note" sx={{ gridColumn: '1 / -1' }}>
            {t('sms.outboxHint')}
          </Alert>
        ) : (
          <>
            <FormTextField
              control={control}
              name="username"
              label={t('sms.username')}
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="apikey"
              label={t('sms.apikey')}
              type="password"
              autoComplete="new-password"
              placeholder={saved.apikeyset ? t('sms.apikeyKeep') : undefined}
              helperText={t('sms.apikeyHint')}
              slotProps={saved.apikeyset ? { inputLabel: { shrink: true } } : undefined}
            />
            <FormTextField
              control={control}
              name="senderid"
              label={t('sms.senderid')}
              helperText={t('sms.senderidHint')}
              autoComplete="off"
            />
          </>
        )}
      </SettingsForm>
      {waiting && <WaitingMessagesDialog waiting={waiting} onClose={() => setWaiting(null)} />}
    </>
  );
}
