import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { languages, type Language } from '@rental/shared/enums';
import { defaultLeaseTemplates } from '@rental/shared/lease-template-defaults';
import { unknownLeasePlaceholders } from '@rental/shared/lease-template';
import {
  leaseTemplateBodySchema,
  type LeaseTemplate,
  type LeaseTemplateBody,
  type LeaseTemplateValues,
} from '@rental/shared/schemas/lease-templates';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { QueryContent } from '../../../components/query-content';
import { useSignedInUser } from '../../../lib/current-user';
import { formatDay } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useLeaseTemplates, useSaveLeaseTemplate } from '../api/lease-templates';
import { previewLease } from '../lib/lease-preview';
import { LeaseTemplatePreview } from './lease-template-preview';
import { SettingsSection } from './settings-section';

/**
 * Settings → Lease: the lease each tenant's PDF is made from, in English and in Kiswahili, and
 * the house rules it prints. Words in braces are filled in for each tenant.
 */
export function LeaseTemplateTab() {
  const { t, i18n } = useTranslation('settings');
  const templates = useLeaseTemplates();
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n.language));
  return (
    <SettingsSection title={t('leaseTemplate.title')} text={t('leaseTemplate.text')}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={language}
        onChange={(_, next: Language | null) => next && setLanguage(next)}
        aria-label={t('leaseTemplate.language')}
        sx={{ justifySelf: 'start' }}
      >
        {languages.map((code) => (
          <ToggleButton key={code} value={code}>
            {t(`leaseTemplate.languages.${code}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryContent query={templates}>
        {(data) => {
          const saved = data.templates.find((template) => template.language === language)!;
          // A fresh form per language and per save: it starts from what is stored.
          return <LeaseTemplateForm key={`${language}-${saved.updatedat}`} saved={saved} />;
        }}
      </QueryContent>
    </SettingsSection>
  );
}

function LeaseTemplateForm({ saved }: { saved: LeaseTemplate }) {
  const { t } = useTranslation('settings');
  const { showAlert, clearAlert } = useAlert();
  const user = useSignedInUser();
  const save = useSaveLeaseTemplate(saved.language);
  const [preview, setPreview] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    LeaseTemplateBody,
    unknown,
    LeaseTemplateValues
  >({
    resolver: zodResolver(leaseTemplateBodySchema),
    mode: 'onTouched',
    defaultValues: { body: saved.body, houserules: saved.houserules },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const houserules = useWatch({ control, name: 'houserules' }) ?? '';
  const unknown = unknownLeasePlaceholders(`${body}\n${houserules}`);
  const languageName = t(`leaseTemplate.languages.${saved.language}`);

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    try {
      await save.mutateAsync(values);
      showAlert(t('leaseTemplate.saved', { language: languageName }));
    } catch (error) {
      setServerFieldErrors(error, setError, ['body', 'houserules']);
    }
  });

  const resetToDefault = () => {
    reset(defaultLeaseTemplates[saved.language], { keepDefaultValues: true });
    showAlert(t('leaseTemplate.resetDone'), 'info');
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        {saved.updatedby && saved.updatedat
          ? t('leaseTemplate.updated', { name: saved.updatedby, date: formatDay(saved.updatedat) })
          : t('leaseTemplate.isDefault')}
      </Typography>
      <FormTextField
        control={control}
        name="body"
        label={t('leaseTemplate.body', { language: languageName })}
        helperText={t('leaseTemplate.bodyHint')}
        multiline
        minRows={14}
        maxRows={30}
      />
      <FormTextField
        control={control}
        name="houserules"
        label={t('leaseTemplate.houserules')}
        helperText={t('leaseTemplate.houserulesHint')}
        multiline
        minRows={5}
        maxRows={15}
      />
      <Typography variant="body2" color="text.secondary">
        {t('leaseTemplate.words')}
      </Typography>
      {unknown.length > 0 && (
        <Alert severity="warning" role="status">
          {t('leaseTemplate.unknownWords', { count: unknown.length, names: unknown.join(', ') })}
        </Alert>
      )}
      {preview && (
        <LeaseTemplatePreview
          label={t('leaseTemplate.previewLabel')}
          text={previewLease(
            { body, houserules },
            saved.language,
            `${user.userProfile.firstname} ${user.userProfile.lastname}`,
          )}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ minWidth: 160 }}
        >
          {t('leaseTemplate.save')}
        </Button>
        <Button variant="outlined" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {t(preview ? 'leaseTemplate.hidePreview' : 'leaseTemplate.preview')}
        </Button>
        <Button variant="text" onClick={resetToDefault}>
          {t('leaseTemplate.reset')}
        </Button>
      </Box>
    </Box>
  );
}
