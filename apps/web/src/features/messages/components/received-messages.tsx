import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { usePhone } from '../../../lib/use-phone';
import { useIncomingMessages } from '../api/get-incoming-messages';
import { IncomingCards } from './incoming-cards';
import { IncomingGrid } from './incoming-grid';
import { MoreMessagesButton } from './more-messages-button';

/** Messages → Received: the SMS tenants sent to the landlord's number, and what was done. */
export function ReceivedMessages() {
  const { t } = useTranslation('messages');
  const phone = usePhone();
  const incoming = useIncomingMessages();
  const rows = useMemo(
    () => (incoming.data?.pages ?? []).flatMap((page) => page.messages),
    [incoming.data],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('received.text')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <QueryContent query={incoming}>
          {phone ? <IncomingCards messages={rows} /> : <IncomingGrid messages={rows} />}
        </QueryContent>
      </Paper>
      <MoreMessagesButton query={incoming} />
    </Box>
  );
}
