import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { vacancySettingsSchema } from '@rental/shared/schemas/reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../../../components/report-section';
import { useSaveVacancySettings, useVacancySettings } from '../api/vacancy-settings';

/** Read "" as no alert, whole days as the alert; anything else is not accepted. */
function parseDays(text: string) {
  const trimmed = text.trim();
  const value = trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return vacancySettingsSchema.safeParse({ alertafterdays: value });
}

/** "Alert when a unit is vacant longer than N days": the organization's setting. */
export function VacancyAlertForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('reports');
  const settings = useVacancySettings();
  const save = useSaveVacancySettings();
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const current = settings.data?.alertafterdays ?? null;
  const shown = text ?? (current === null ? '' : String(current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDays(shown);
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data, { onSuccess: () => setText(null) });
  };

  return (
    <ReportSection title={t('vacancies.alert.title')} text={t('vacancies.alert.text')}>
      <Typography variant="body2" role="status">
        {current === null
          ? t('vacancies.alert.off')
          : t('vacancies.alert.current', { count: current })}
      </Typography>
      {canEdit && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('vacancies.alert.field')}
            value={shown}
            onChange={(event) => setText(event.target.value)}
            error={invalid}
            helperText={invalid ? t('vacancies.alert.invalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: '1 1 180px', maxWidth: 260 }}
          />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('vacancies.alert.save')}
          </Button>
        </Box>
      )}
    </ReportSection>
  );
}
