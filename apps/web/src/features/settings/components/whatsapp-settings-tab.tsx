import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { languages } from '@rental/shared/enums';
import { messageText } from '@rental/shared/message-catalogue';
import {
  whatsappMessageKinds,
  whatsappSettingsBodySchema,
  type WhatsappSettings,
  type WhatsappSettingsBody,
} from '@rental/shared/schemas/whatsapp';
import type { Path } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { QueryContent } from '../../../components/query-content';
import { currentLanguage, languageNames } from '../../../lib/language';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateWhatsappSettings, useWhatsappSettings } from '../api/whatsapp-settings';
import { CopyField } from './callback-urls';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

type Values = z.output<typeof whatsappSettingsBodySchema>;

const templateFields = whatsappMessageKinds.flatMap((kind) =>
  languages.map((language) => ({ kind, language, name: `templates.${kind}.${language}` as const })),
);
const fieldNames: Path<WhatsappSettingsBody>[] = [
  'phonenumberid',
  'accesstoken',
  'appsecret',
  ...templateFields.map((field) => field.name),
];

/**
 * Settings → WhatsApp (the owner's alone): the Cloud API account, the approved template names
 * per message kind and language, whether invoices and receipts carry their PDF, and the webhook
 * to paste into Meta's app.
 */
export function WhatsappSettingsTab() {
  const { t } = useTranslation('settings');
  const settings = useWhatsappSettings();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('whatsapp.title')} text={t('whatsapp.text')}>
        <QueryContent query={settings}>
          {(saved) => <WhatsappSettingsForm saved={saved} />}
        </QueryContent>
      </SettingsSection>
      <SettingsSection title={t('whatsapp.webhook.title')} text={t('whatsapp.webhook.text')}>
        <QueryContent query={settings}>
          {(saved) => (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <CopyField
                id="whatsapp-webhook-url"
                label={t('whatsapp.webhook.url')}
                value={saved.webhookurl}
              />
              <CopyField
                id="whatsapp-verify-token"
                label={t('whatsapp.webhook.verifyToken')}
                value={saved.verifytoken}
                helperText={t('whatsapp.webhook.verifyTokenHint')}
              />
            </Box>
          )}
        </QueryContent>
      </SettingsSection>
    </Box>
  );
}

function defaults(saved: WhatsappSettings): WhatsappSettingsBody {
  return {
    phonenumberid: saved.phonenumberid,
    accesstoken: '',
    appsecret: '',
    templates: saved.templates,
    documentheader: saved.documentheader,
  };
}

function WhatsappSettingsForm({ saved }: { saved: WhatsappSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateWhatsappSettings();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    WhatsappSettingsBody,
    unknown,
    Values
  >({
    resolver: zodResolver(whatsappSettingsBodySchema),
    mode: 'onTouched',
    defaultValues: defaults(saved),
  });

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      const { settings } = await update.mutateAsync(body);
      // The token and secret are write-only: their fields empty and say one is saved.
      reset(defaults(settings));
      showAlert(t('whatsapp.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
    }
  });

  const secretField = (name: 'accesstoken' | 'appsecret', isSaved: boolean) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`whatsapp.${name}`)}
      type="password"
      autoComplete="new-password"
      placeholder={isSaved ? t('whatsapp.savedKeep') : undefined}
      helperText={t(`whatsapp.${name}Hint`)}
      slotProps={isSaved ? { inputLabel: { shrink: true } } : undefined}
    />
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitLabel={t('whatsapp.save')}
      submitDisabled={formState.isSubmitting}
    >
      <FormTextField
        control={control}
        name="phonenumberid"
        label={t('whatsapp.phonenumberid')}
        helperText={t('whatsapp.phonenumberidHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {secretField('accesstoken', saved.hasaccesstoken)}
      {secretField('appsecret', saved.hasappsecret)}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('whatsapp.templatesTitle')}
        </Typography>
        <Alert severity="info" role="note">
          {messageText(currentLanguage(i18n.language), saved.help)}
        </Alert>
      </Box>
      {templateFields.map(({ kind, language, name }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(`whatsapp.templates.${kind}`, { language: languageNames[language] })}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      ))}
      <CheckboxField
        control={control}
        name="documentheader"
        label={t('whatsapp.documentheader')}
        hint={t('whatsapp.documentheaderHint')}
      />
    </SettingsForm>
  );
}
