import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSetting } from '../../../components/language/language-setting';
import { useSignedInUser } from '../../../lib/current-user';
import { ChangePinForm } from '../components/change-pin-form';
import { ProfileForm } from '../components/profile-form';

/** /user: the signed-in user's profile, account status and PIN. */
export function UserPage() {
  const { t } = useTranslation('users');
  const { status } = useSignedInUser().userProfile;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      }}
    >
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {t('profile.title')}
          </Typography>
          <Chip
            size="small"
            label={t('status.chip', { status: t(`status.${status}`) })}
            color={status === 'active' ? 'success' : 'default'}
          />
        </Box>
        <ProfileForm />
        <Box sx={{ mt: 3 }}>
          <LanguageSetting />
        </Box>
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          {t('pin.title')}
        </Typography>
        <ChangePinForm />
      </Paper>
    </Box>
  );
}
