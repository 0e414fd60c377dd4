import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product's logo and name. `inverted` is for a dark (primary-coloured) background. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="img"
        src="/images/logo.svg"
        alt=""
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: 2,
          ...(inverted && { outline: '2px solid rgba(255,255,255,0.6)' }),
        }}
      />
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        {t('productName')}
      </Typography>
    </Box>
  );
}
