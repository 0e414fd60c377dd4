import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Landlord } from '@rental/shared/schemas/landlords';
import type { Rental } from '@rental/shared/schemas/rentals';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/scroll-box';
import { commissionLine, payoutLine } from '../lib/landlord-lines';
import { LandlordActions } from './landlord-actions';
import { LandlordRentals, rentalsOf } from './landlord-rentals';

/** The landlords in columns: who, their KRA PIN, payout, commission, rentals and actions. */
export function LandlordsTable({
  landlords,
  rentals,
}: {
  landlords: readonly Landlord[];
  rentals: readonly Rental[] | undefined;
}) {
  const { t } = useTranslation('landlords');
  return (
    <ScrollBox label={t('listLabel')}>
      <Table size="small" aria-label={t('listLabel')} sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.krapin')}</TableCell>
            <TableCell>{t('columns.payout')}</TableCell>
            <TableCell>{t('columns.commission')}</TableCell>
            <TableCell>{t('columns.rentals')}</TableCell>
            <TableCell sx={{ width: 150 }}>{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {landlords.map((landlord) => {
            const data = landlord.landlorddata;
            return (
              <TableRow key={landlord.landlordid} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {data.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[data.phonenumber, data.email].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ color: data.krapin ? undefined : 'text.secondary' }}>
                  {data.krapin ?? t('noKrapin')}
                </TableCell>
                <TableCell>{payoutLine(data.payout, t)}</TableCell>
                <TableCell>{commissionLine(data, t)}</TableCell>
                <TableCell sx={{ py: 0 }}>
                  <LandlordRentals
                    name={data.name}
                    rentals={rentalsOf(rentals, landlord.landlordid)}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  <LandlordActions landlord={landlord} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
