import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The one footer of a list: "2 of 2" when every row is loaded, "20 shown" and "Load more"
 * while the server has older ones.
 */
export function LoadMore({
  count,
  hasMore,
  loading,
  onLoadMore,
}: {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('paged');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t(hasMore ? 'shown' : 'allLoaded', { count })}
      </Typography>
      {hasMore && (
        <Button onClick={onLoadMore} disabled={loading} variant="outlined" size="small">
          {loading ? t('common:loading') : t('loadMore')}
        </Button>
      )}
    </Box>
  );
}
