import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { copyText } from '../lib/copy-text';

/**
 * A value to type into M-PESA (the paybill, the account), large and exactly as given, with a
 * copy button; without the clipboard the value is selected for a long-press copy.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('tenantPage');
  const { showAlert } = useAlert();
  const valueRef = useRef<HTMLElement>(null);
  const copy = async () => {
    const done = await copyText(value, valueRef.current);
    showAlert(done === 'copied' ? t('payTo.copied', { what: label }) : t('payTo.selected'), 'info');
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          ref={valueRef}
          sx={{
            fontSize: '1.375rem',
            fontWeight: 700,
            letterSpacing: '0.02em',
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {value}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        aria-label={t('payTo.copyLabel', { what: label.toLowerCase() })}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
      >
        {t('payTo.copy')}
      </Button>
    </Box>
  );
}
