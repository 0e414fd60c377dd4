import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { reminderPlaceholders, unknownPlaceholders } from '@rental/shared/invoice-message';
import {
  defaultReminderMessages,
  reminderMessages,
  reminderSettingsBodySchema,
  type ReminderSettings,
} from '@rental/shared/schemas/reminders';
import { smsLength } from '@rental/shared/sms-parts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAlert } from '../../../components/alert/use-alert';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { QueryContent } from '../../../components/query-content';
import { SendRemindersNow } from '../../../entities/reminders/send-reminders-now';
import { currentLanguage } from '../../../lib/language';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useReminderSettings, useUpdateReminderSettings } from '../api/reminder-settings';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** "1, 7, 14" as typed → [1, 7, 14]. */
function splitDays(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** The form types the days as text; the shared rule checks what it means. */
const formSchema = z.object({
  enabled: z.boolean(),
  days: z
    .string()
    .refine(
      (text) => reminderSettingsBodySchema.shape.days.safeParse(splitDays(text)).success,
      reminderMessages.daysInvalid,
    ),
  template: reminderSettingsBodySchema.shape.template,
});
type FormValues = z.infer<typeof formSchema>;

/** Settings → Reminders: when tenants in arrears are reminded, and what they are told. */
export function RemindersTab() {
  const { t, i18n } = useTranslation('settings');
  const settings = useReminderSettings();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SettingsSection title={t('reminders.title')} text={t('reminders.text')}>
        <QueryContent query={settings}>
          {(saved) => (
            // Made afresh when the language changes (the app may switch to the user's own
            // language after this opened): a built-in reminder then shows in it.
            <RemindersForm key={currentLanguage(i18n.language)} saved={saved} />
          )}
        </QueryContent>
      </SettingsSection>
      <SettingsSection title={t('reminders.nowTitle')} text={t('reminders.nowText')}>
        <Box>
          <SendRemindersNow />
        </Box>
      </SettingsSection>
    </Box>
  );
}

/** The built-in reminders, one per language: while kept, each tenant gets theirs. */
const builtInReminders: readonly string[] = Object.values(defaultReminderMessages);

function RemindersForm({ saved }: { saved: ReminderSettings }) {
  const { t, i18n } = useTranslation('settings');
  // A built-in reminder is shown in the landlord's own language, whichever was saved: the
  // server sends each tenant the one in theirs (reminders/compose.ts) all the same.
  const language = currentLanguage(i18n.language);
  const { showAlert, clearAlert } = useAlert();
  const update = useUpdateReminderSettings();
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: {
      enabled: saved.enabled,
      days: saved.days.join(', '),
      template: builtInReminders.includes(saved.template)
        ? defaultReminderMessages[language]
        : saved.template,
    },
  });
  const template = useWatch({ control, name: 'template' });
  const parts = smsLength(template ?? '').parts;
  // While a built-in default is kept, each tenant gets it in their own language.
  const isDefault = builtInReminders.includes(template ?? '');
  const unknown = unknownPlaceholders(template ?? '', reminderPlaceholders);

  const onSubmit = handleSubmit(async (body) => {
    clearAlert();
    try {
      await update.mutateAsync({ ...body, days: splitDays(body.days).map(Number) });
      showAlert(t('reminders.saved'));
    } catch (error) {
      setServerFieldErrors(error, setError, ['days', 'template']);
    }
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      submitLabel={t('reminders.save')}
      submitDisabled={formState.isSubmitting}
    >
      <CheckboxField
        as="switch"
        control={control}
        name="enabled"
        label={t('reminders.enabled')}
        hint={t('reminders.enabledHint')}
      />
      <FormTextField
        control={control}
        name="days"
        label={t('reminders.days')}
        helperText={t('reminders.daysHint')}
        inputMode="numeric"
      />
      <Box />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
        <FormTextField
          control={control}
          name="template"
          label={t('reminders.template')}
          helperText={t('reminders.templateHint')}
          multiline
          minRows={3}
        />
        <Typography variant="body2" color="text.secondary">
          {t('reminders.parts', { count: parts })}
          {isDefault && ` ${t('reminders.ownLanguageDefault')}`}
        </Typography>
        {unknown.length > 0 && (
          <Alert severity="warning" role="status">
            {t('reminders.unknownPlaceholders', {
              count: unknown.length,
              names: unknown.map((name) => `{${name}}`).join(', '),
            })}
          </Alert>
        )}
      </Box>
    </SettingsForm>
  );
}
