import Box from '@mui/material/Box';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import {
  cardWholeRow,
  CardList,
  CardListItem,
  headlineCardSx,
} from '../../../components/card-list';
import {
  dateLines,
  lastActivity,
  planLines,
  suspensionLine,
  usageLines,
} from '../lib/organization-lines';
import { OrganizationActions } from './organization-actions';
import { OrganizationStatusChip } from './organization-status-chip';
import { TextLines } from './text-lines';

/**
 * The organizations for phones: name and status first, then owner, plan, dates, usage and the
 * last activity; the actions in words across the card.
 */
export function OrganizationCards({ rows }: { rows: readonly OperatorOrganization[] }) {
  const { t } = useTranslation('operator');
  return (
    <CardList label={t('organizations.listLabel')}>
      {rows.map((row) => {
        const suspension = suspensionLine(row, t);
        return (
          <CardListItem key={row.organizationid} sx={{ ...headlineCardSx, rowGap: 1 }}>
            <Box sx={cardWholeRow}>
              <CardHeadline
                heading="h2"
                title={row.name}
                aside={<OrganizationStatusChip status={row.status} />}
              />
              {suspension && <TextLines lines={[suspension]} />}
            </Box>
            <Box sx={{ ...cardWholeRow, minWidth: 0 }}>
              <TextLines
                lines={[
                  [row.ownername, row.ownerphone].join(' · '),
                  [t(`accountTypes.${row.accounttype}`), ...planLines(row, t)].join(' · '),
                  ...dateLines(row, t),
                ]}
              />
            </Box>
            <Box sx={{ ...cardWholeRow, minWidth: 0 }}>
              <TextLines
                lines={[
                  ...usageLines(row, t),
                  row.lastactivityat
                    ? t('organizations.lastActivity', { date: lastActivity(row, t) })
                    : t('organizations.noActivity'),
                ]}
              />
            </Box>
            <Box sx={cardWholeRow}>
              <OrganizationActions organization={row} variant="buttons" />
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
