import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { languages, type Language } from '@rental/shared/enums';
import type { InvoiceMessageValues } from '@rental/shared/invoice-message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DueRule } from '@rental/shared/due-dates';
import { useMpesaSettings } from '../../../entities/organization/mpesa-settings';
import { usePayee } from '../../../entities/organization/payee';
import { useRentalRooms } from '../../../entities/rentals/rental-rooms';
import { useRentalTenants } from '../../../entities/tenants/rental-tenants';
import { languagePreview, sampleTenantLink, type ScheduleMessages } from '../lib/language-preview';
import { previewValues } from '../lib/message-preview';
import { LanguagePreviewCard } from './language-preview-card';
import { tenantDisplayName } from '@rental/shared/tenant-name';

export interface MessagePreviewProps {
  messages: ScheduleMessages;
  invoicetype: string;
  rentalid: string;
  billingfrequency: string;
  /** The date the next message goes out. */
  billingdate: string;
  servicecharge: unknown;
  today: string;
  /** When the invoice is due, as chosen in the form; undefined while not valid. */
  dueRule?: DueRule;
}

/**
 * The message as one tenant of the chosen rental would receive it in each language, with what
 * each costs in SMS parts (counted on the rendered text: names, amounts and the page link
 * change the length). Side by side on wide screens, one after the other on a phone.
 */
export function MessagePreview(props: MessagePreviewProps) {
  const { t } = useTranslation('invoices');
  const headingId = useId();
  const tenants = useRentalTenants(props.rentalid);
  const rooms = useRentalRooms(props.rentalid);
  const mpesa = useMpesaSettings({ errorAlert: false });
  const payee = usePayee({ errorAlert: false });
  const [chosenTenantId, setChosenTenantId] = useState('');
  const list = props.rentalid ? (tenants.data ?? []) : [];
  const tenant = list.find((item) => item.tenantid === chosenTenantId) ?? list[0];

  const input = {
    invoicetype: props.invoicetype,
    billingfrequency: props.billingfrequency,
    billingdate: props.billingdate,
    servicecharge: props.servicecharge,
    tenant,
    rooms: rooms.data ?? [],
    paybill: mpesa.data?.paybillnumber,
    bankAccountNumber: mpesa.data?.accountnumber,
    sample: { name: t('preview.sampleName'), house: t('preview.sampleHouse') },
    unknownAmount: { amount: t('preview.unknownAmount'), balance: t('preview.unknownBalance') },
    today: props.today,
    dueRule: props.dueRule,
    payee: payee.data,
  };
  const preview = previewValues(input);
  // The origin stands for PUBLIC_URL, where the server points tenants' links.
  const tenantlink = sampleTenantLink(window.location.origin);
  // Each language's words for the month, the due date and a missing paybill.
  const valuesIn = Object.fromEntries(
    languages.map((language) => [
      language,
      { ...previewValues({ ...input, language }).values, tenantlink },
    ]),
  ) as Record<Language, InvoiceMessageValues>;

  let note;
  if (!props.rentalid) note = t('preview.chooseRental');
  else if (tenants.isSuccess && list.length === 0) note = t('preview.noTenants');

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridColumn: '1 / -1',
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('preview.title')}
        </Typography>
        {list.length > 1 && (
          <TextField
            select
            size="small"
            id="preview-tenant"
            label={t('preview.for')}
            value={tenant?.tenantid ?? ''}
            onChange={(event) => setChosenTenantId(event.target.value)}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {list.map((item) => (
              <MenuItem key={item.tenantid} value={item.tenantid}>
                {t('preview.tenantOption', {
                  name: tenantDisplayName(item.tenantdata),
                  house: item.tenantdata.housenumber,
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {languages.map((language) => (
          <LanguagePreviewCard
            key={language}
            language={language}
            preview={languagePreview(language, props.messages, valuesIn)}
          />
        ))}
      </Box>
      {preview.sampleAmount && (
        <Typography variant="body2" color="text.secondary">
          {t(tenant ? 'preview.amountAtRun' : 'preview.sampleAmount')}
        </Typography>
      )}
    </Box>
  );
}
