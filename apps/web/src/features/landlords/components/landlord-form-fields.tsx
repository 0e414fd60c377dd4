import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { languages } from '@rental/shared/enums';
import {
  commissionBases,
  commissionTypes,
  type LandlordBody,
  type LandlordValues,
} from '@rental/shared/schemas/landlords';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SelectField } from '../../../components/form/select-field';
import { languageNames } from '../../../lib/language';

const wide = { gridColumn: '1 / -1' } as const;
const payoutMethods = ['mpesa', 'bank'] as const;

type LandlordControl = Control<LandlordBody, unknown, LandlordValues>;

/** Where the landlord is paid: an M-PESA number, or a bank account. */
function PayoutFields({ control }: { control: LandlordControl }) {
  const { t } = useTranslation('landlords');
  const method = useWatch({ control, name: 'payout.method' });
  return (
    <>
      <SelectField
        control={control}
        name="payout.method"
        id="landlord-payout-method"
        label={t('form.payoutMethod')}
      >
        {payoutMethods.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`form.methods.${value}`)}
          </MenuItem>
        ))}
      </SelectField>
      {method === 'bank' ? (
        <>
          <FormTextField
            control={control}
            name="payout.bankname"
            id="landlord-bankname"
            label={t('form.bankname')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="payout.accountname"
            id="landlord-accountname"
            label={t('form.accountname')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="payout.accountnumber"
            id="landlord-accountnumber"
            label={t('form.accountnumber')}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        </>
      ) : (
        <FormTextField
          control={control}
          name="payout.phonenumber"
          id="landlord-payout-phone"
          label={t('form.payoutPhone')}
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 10 } }}
        />
      )}
    </>
  );
}

/** The fields of a landlord, two columns from a tablet up, one on a phone. */
export function LandlordFormFields({ control }: { control: LandlordControl }) {
  const { t } = useTranslation('landlords');
  const commissiontype = useWatch({ control, name: 'commissiontype' });
  return (
    <>
      <Box sx={wide}>
        <FormTextField
          control={control}
          name="name"
          id="landlord-name"
          label={t('form.name')}
          helperText={t('form.nameHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="phonenumber"
        id="landlord-phonenumber"
        label={t('form.phonenumber')}
        helperText={t('form.phoneHint')}
        type="tel"
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 10 } }}
      />
      <FormTextField
        control={control}
        name="email"
        id="landlord-email"
        label={t('form.email')}
        type="email"
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <Box sx={wide}>
        <FormTextField
          control={control}
          name="krapin"
          id="landlord-krapin"
          label={t('form.krapin')}
          helperText={t('form.krapinHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 11 } }}
        />
      </Box>
      <Box sx={wide}>
        <SelectField
          control={control}
          name="language"
          id="landlord-language"
          label={t('form.language')}
          helperText={t('form.languageHint')}
        >
          {languages.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {languageNames[language]}
            </MenuItem>
          ))}
        </SelectField>
      </Box>
      <PayoutFields control={control} />
      <SelectField
        control={control}
        name="commissiontype"
        id="landlord-commissiontype"
        label={t('form.commissiontype')}
      >
        {commissionTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`form.commissionTypes.${type}`)}
          </MenuItem>
        ))}
      </SelectField>
      <FormTextField
        control={control}
        name="commission"
        id="landlord-commission"
        label={t(commissiontype === 'fixed' ? 'form.commissionFixed' : 'form.commissionPercent')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {commissiontype === 'percent' && (
        <Box sx={wide}>
          <SelectField
            control={control}
            name="commissionbase"
            id="landlord-commissionbase"
            label={t('form.commissionbase')}
          >
            {commissionBases.map((base) => (
              <MenuItem key={base} value={base}>
                {t(`form.commissionBases.${base}`)}
              </MenuItem>
            ))}
          </SelectField>
        </Box>
      )}
    </>
  );
}
