import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportLinks } from '../lib/report-links';
import { PageHeading } from '../../../components/page-heading';
import { useIsAgent } from '../../../lib/current-user';

/** /reports: every report the product makes, one card each with what it answers. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const agent = useIsAgent();
  const links = reportLinks.filter((link) => agent || !('agentsOnly' in link));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('hub.title')} text={t('hub.text')} />
      <Box
        component="ul"
        aria-label={t('hub.title')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
        }}
      >
        {links.map(({ key, to, Icon }) => (
          <Box component="li" key={key} sx={{ display: 'flex' }}>
            <Card variant="outlined" sx={{ flexGrow: 1 }}>
              <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Icon color="primary" aria-hidden />
                  <Box>
                    <Typography component="h2" sx={{ fontWeight: 700 }}>
                      {t(`hub.reports.${key}.title`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`hub.reports.${key}.text`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
