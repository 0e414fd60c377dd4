import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKes, formatKesFigure } from '@rental/shared/money';
import type { KraMriReport } from '@rental/shared/schemas/kra-mri';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { TotalFooter } from '../../../components/total-footer';
import { usePhone } from '../../../lib/use-phone';

type Property = KraMriReport['properties'][number];

/**
 * The rent received per property and its total: a table (amounts right-aligned, as iTax lists
 * them), or a card per property on a phone. The return's properties and the commercial ones
 * left out of it alike.
 */
export function RentByProperty({
  properties,
  total,
  label,
}: {
  properties: readonly Property[];
  total: number;
  label: string;
}) {
  const { t } = useTranslation('tax');
  const phone = usePhone();
  const lrnumber = (property: Property) => property.lrnumber ?? t('properties.noLrnumber');
  if (phone) {
    return (
      <CardList label={label}>
        {[
          ...properties.map((property) => (
            <CardListItem key={property.rentalid}>
              <CardHeadline title={property.rentalname} aside={formatKes(property.grossrent)} />
              <Typography variant="body2" color="text.secondary">
                {`${t('properties.lrnumber')}: ${lrnumber(property)}`}
              </Typography>
            </CardListItem>
          )),
          <CardListItem key="total">
            <CardHeadline title={t('properties.total')} aside={formatKes(total)} />
          </CardListItem>,
        ]}
      </CardList>
    );
  }
  const amount = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('properties.property')}</TableCell>
          <TableCell>{t('properties.lrnumber')}</TableCell>
          <TableCell {...amount}>
            {t('properties.inKes', { column: t('properties.gross') })}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((property) => (
          <TableRow key={property.rentalid}>
            <TableCell component="th" scope="row">
              {property.rentalname}
            </TableCell>
            <TableCell sx={{ color: property.lrnumber ? undefined : 'text.secondary' }}>
              {lrnumber(property)}
            </TableCell>
            <TableCell {...amount}>{formatKesFigure(property.grossrent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TotalFooter label={t('properties.total')} labelColSpan={2}>
        <TableCell {...amount} sx={{ ...amount.sx, fontWeight: 700 }}>
          {formatKesFigure(total)}
        </TableCell>
      </TotalFooter>
    </Table>
  );
}
