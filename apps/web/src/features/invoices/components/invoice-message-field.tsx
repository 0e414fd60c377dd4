import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Language } from '@rental/shared/enums';
import {
  defaultInvoiceMessages,
  invoicePlaceholders,
  unknownPlaceholders,
} from '@rental/shared/invoice-message';
import type { InvoiceSettingBody } from '@rental/shared/schemas/invoice-settings';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';

/**
 * Each language's message: its form field, its texts, and the built-in message it can go back
 * to. The English one is the schedule's message; the Kiswahili one is optional (empty: none).
 */
const messageFields = {
  en: {
    name: 'invoicemessage',
    label: 'fields.invoicemessage',
    hint: undefined,
    reset: 'form.resetMessage',
  },
  sw: {
    name: 'messagesw',
    label: 'fields.messagesw',
    hint: 'fields.messageswHint',
    reset: 'form.resetMessageSw',
  },
} as const;

/**
 * An invoice message in one language: a multiline field, the placeholders as chips that
 * insert themselves at the cursor (with what {tenantlink} costs), and a warning for
 * placeholders the invoice run does not know. Both languages take the same placeholders.
 * Memoised: the form re-renders on every key, and only the field typed in has changed.
 */
export const InvoiceMessageField = memo(function InvoiceMessageField({
  control,
  language,
}: {
  control: Control<InvoiceSettingBody>;
  language: Language;
}) {
  const { t } = useTranslation('invoices');
  const translate = useTranslateMessage();
  const tenantLinkHintId = useId();
  const texts = messageFields[language];
  const defaultMessage = defaultInvoiceMessages[language];
  const { field, fieldState } = useController({ control, name: texts.name });
  const input = useRef<HTMLTextAreaElement | null>(null);
  // Where the cursor goes once the inserted placeholder is on screen.
  const pendingCursor = useRef<number | null>(null);
  const value = field.value ?? '';

  useLayoutEffect(() => {
    const cursor = pendingCursor.current;
    if (cursor === null || !input.current) return;
    pendingCursor.current = null;
    input.current.focus();
    input.current.setSelectionRange(cursor, cursor);
  });

  const insert = (placeholder: string) => {
    const token = `{${placeholder}}`;
    const start = input.current?.selectionStart ?? value.length;
    const end = input.current?.selectionEnd ?? start;
    field.onChange(value.slice(0, start) + token + value.slice(end));
    pendingCursor.current = start + token.length;
  };

  const unknown = unknownPlaceholders(value);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridColumn: '1 / -1' }}>
      <TextField
        id={texts.name}
        label={t(texts.label)}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={(element: HTMLTextAreaElement | null) => {
          input.current = element;
          field.ref(element);
        }}
        error={Boolean(fieldState.error)}
        helperText={translate(fieldState.error?.message) ?? (texts.hint && t(texts.hint))}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { lang: language } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('form.placeholders')}
        </Typography>
        <Box
          role="group"
          // Named after its field: each language's message has its own chips.
          aria-label={t('form.placeholdersOf', { field: t(texts.label) })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          {invoicePlaceholders.map((placeholder) => (
            <Chip
              key={placeholder}
              label={`{${placeholder}}`}
              aria-label={t('form.insert', { placeholder: `{${placeholder}}` })}
              aria-describedby={placeholder === 'tenantlink' ? tenantLinkHintId : undefined}
              size="small"
              variant="outlined"
              onClick={() => insert(placeholder)}
            />
          ))}
          {value !== defaultMessage && (
            <Button size="small" onClick={() => field.onChange(defaultMessage)}>
              {t(texts.reset)}
            </Button>
          )}
        </Box>
        <Typography
          id={tenantLinkHintId}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
        >
          {t('form.tenantlinkHint')}
        </Typography>
      </Box>
      {unknown.length > 0 && (
        <Alert severity="warning" role="status">
          {t('form.unknownPlaceholders', {
            count: unknown.length,
            names: unknown.map((name) => `{${name}}`).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
});
