import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OperatorContactRequest } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardActionsSx,
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import { formatDay } from '../../../lib/format-date';
import { ContactRequestEdit } from './contact-request-edit';
import { ContactStatusChip } from './contact-status-chip';
import { TextLines } from './text-lines';

/** The Enterprise inbox for phones: who and where it stands, then contact, message and notes. */
export function ContactRequestCards({ rows }: { rows: readonly OperatorContactRequest[] }) {
  const { t } = useTranslation('operator');
  return (
    <CardList label={t('contactRequests.listLabel')}>
      {rows.map((row) => (
        <CardListItem key={row.id} sx={headlineCardSx}>
          <Box sx={cardWholeRow}>
            <CardHeadline
              heading="h2"
              title={row.name}
              aside={<ContactStatusChip status={row.status} />}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextLines
              lines={[
                [row.organizationname, formatDay(row.createdat)].join(' · '),
                row.phonenumber,
                row.email,
              ]}
            />
          </Box>
          <Box sx={cardActionsSx}>
            <ContactRequestEdit request={row} />
          </Box>
          <Box sx={{ ...cardWholeRow, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {row.message}
            </Typography>
            <TextLines
              lines={[
                row.notes
                  ? t('contactRequests.notesLine', { notes: row.notes })
                  : t('contactRequests.noNotes'),
              ]}
            />
          </Box>
        </CardListItem>
      ))}
    </CardList>
  );
}
