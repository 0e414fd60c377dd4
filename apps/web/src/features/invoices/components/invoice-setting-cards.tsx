import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList, CardListItem } from '../../../components/card-list';
import { formatCalendarDate } from '../../../lib/format-date';
import { dueRuleWords } from '../lib/due-rule-words';
import { LastRunSummary } from './last-run-summary';

/** The scheduled invoices as cards, for phones where six columns do not fit. */
export function InvoiceSettingCards({
  settings,
  emptyText,
}: {
  settings: readonly InvoiceSetting[];
  emptyText: string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <CardList label={t('list.title')} emptyText={emptyText}>
      {settings.map((setting) => {
        const data = setting.settingdata;
        const names = { type: t(`invoiceTypes.${data.invoicetype}`), rental: setting.rentalname };
        return (
          <CardListItem key={setting.settingid} sx={{ display: 'flex', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {names.type}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {setting.rentalname} · {t(`frequencies.${data.billingfrequency}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('columns.nextbillingdate')}: {formatCalendarDate(data.nextbillingdate)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('columns.due')}: {dueRuleWords(t, { rule: data.duerule, days: data.duedays })}
              </Typography>
              <LastRunSummary setting={setting} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <IconButton
                component={Link}
                to={`/invoice-details/${setting.settingid}`}
                aria-label={t('list.edit', names)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                component={Link}
                to={`/invoice-details/delete/${setting.settingid}`}
                aria-label={t('list.delete', names)}
                color="error"
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
