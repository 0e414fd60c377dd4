import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The pages of a message list (sent, waiting, received) the server has not sent yet. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a message list, while the server has older messages. */
export function MoreMessagesButton({ query }: { query: PagedQuery }) {
  const { t } = useTranslation('messages');
  if (!query.hasNextPage) return null;
  return (
    <Button
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      sx={{ justifySelf: 'center' }}
    >
      {t('loadMore')}
    </Button>
  );
}
