import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  defaultInvoiceMessage,
  invoicePlaceholders,
  unknownPlaceholders,
} from '@rental/shared/invoice-message';
import type { InvoiceSettingBody } from '@rental/shared/schemas/invoice-settings';
import { useId, useLayoutEffect, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/translate-message';

/**
 * The invoice message: a multiline field, the placeholders as chips that insert themselves at
 * the cursor, and a warning for placeholders the invoice run does not know.
 */
export function InvoiceMessageField({ control }: { control: Control<InvoiceSettingBody> }) {
  const { t } = useTranslation('invoices');
  const translate = useTranslateMessage();
  const chipsLabelId = useId();
  const { field, fieldState } = useController({ control, name: 'invoicemessage' });
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
        id="invoicemessage"
        label={t('fields.invoicemessage')}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={(element: HTMLTextAreaElement | null) => {
          input.current = element;
          field.ref(element);
        }}
        error={Boolean(fieldState.error)}
        helperText={translate(fieldState.error?.message)}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Typography id={chipsLabelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('form.placeholders')}
        </Typography>
        <Box
          role="group"
          aria-labelledby={chipsLabelId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          {invoicePlaceholders.map((placeholder) => (
            <Chip
              key={placeholder}
              label={`{${placeholder}}`}
              aria-label={t('form.insert', { placeholder: `{${placeholder}}` })}
              size="small"
              variant="outlined"
              onClick={() => insert(placeholder)}
            />
          ))}
          {value !== defaultInvoiceMessage && (
            <Button size="small" onClick={() => field.onChange(defaultInvoiceMessage)}>
              {t('form.resetMessage')}
            </Button>
          )}
        </Box>
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
}
