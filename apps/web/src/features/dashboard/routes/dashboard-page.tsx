import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/current-user';
import { CreateMenu } from '../components/create-menu';

/** /dashboard: greeting and the Create menu (tiles with real figures come later). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { userProfile } = useSignedInUser();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {t('greeting', { name: userProfile.firstname })}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      <CreateMenu />
    </Box>
  );
}
