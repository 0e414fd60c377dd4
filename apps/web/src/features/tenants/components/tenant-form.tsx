import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { languages, tenantChannels } from '@rental/shared/enums';
import type { Rental } from '@rental/shared/schemas/rentals';
import {
  tenantBodySchema,
  type TenantBody,
  type TenantValues,
} from '@rental/shared/schemas/tenants';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAmountField } from '../../../components/form/form-amount-field';
import { SelectField } from '../../../components/form/select-field';
import { PhoneField } from '../../../components/form/phone-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { languageNames } from '../../../lib/language';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useRentals } from '../../../entities/rentals/rentals';
import { moveInDefaults } from '../lib/tenant-body';
import { MoveInFields } from './move-in-fields';
import { RentalField } from './rental-field';
import { RoomTypeField } from './room-type-field';
import { TenantNameFields } from './tenant-name-fields';

const fieldNames = [
  'kind',
  'firstname',
  'lastname',
  'businessname',
  'contactperson',
  'phonenumber',
  'paysfromphone',
  'rentalid',
  'housetype',
  'housenumber',
  'meternumber',
  'openingrentbalance',
  'openingwaterbalance',
  'openingmeterreading',
  'moveindate',
  'deposit',
  'depositduedate',
  'nationalid',
  'krapin',
  'language',
  'channel',
] as const;

const emptyTenant: TenantBody = {
  kind: 'person',
  firstname: '',
  lastname: '',
  businessname: '',
  contactperson: '',
  phonenumber: '',
  paysfromphone: '',
  rentalid: '',
  housetype: '',
  housenumber: '',
  meternumber: '',
  // Most tenants move in owing nothing; the landlord changes it for the few who do.
  openingrentbalance: '0',
  openingwaterbalance: '0',
  openingmeterreading: '',
  nationalid: '',
  krapin: '',
  language: 'en',
  channel: 'sms',
};

export interface TenantFormProps {
  /** The tenant being edited; a new tenant otherwise. */
  initial?: TenantBody;
  /** The tenant's room type when editing: it may be full with them in it. */
  currentRoomId?: string;
  submitLabel: string;
  /**
   * Saves the values (with the move-in for a new tenant); a rejection with field messages
   * shows them under the fields.
   */
  onSave: (values: TenantValues) => Promise<unknown>;
  /** Clears the form for the next tenant, keeping the apartment and room type (onboarding). */
  resetOnSave?: boolean;
  /** Where to add a rental when there is none yet. */
  newRentalPath?: string;
}

/** The tenant form: one shared schema for new, edited and onboarded tenants. */
export function TenantForm(props: TenantFormProps) {
  const { t } = useTranslation('tenants');
  const rentals = useRentals();
  if (rentals.isPending) return <LoadingScreen />;
  const choices = rentals.data ?? [];
  if (rentals.isSuccess && choices.length === 0 && !props.initial) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={Link} to={props.newRentalPath ?? '/newrental'}>
            {t('form.addRental')}
          </Button>
        }
      >
        {t('form.noRentals')}
      </Alert>
    );
  }
  // With one rental there is nothing to choose: it is filled in.
  const initial: TenantBody = props.initial ?? {
    ...emptyTenant,
    ...moveInDefaults(),
    rentalid: choices.length === 1 ? (choices[0]?.rentalid ?? '') : '',
  };
  return <TenantFormFields {...props} initial={initial} rentals={choices} isNew={!props.initial} />;
}

function TenantFormFields({
  initial,
  rentals,
  currentRoomId,
  submitLabel,
  onSave,
  resetOnSave,
  isNew,
}: TenantFormProps & {
  initial: TenantBody;
  rentals: readonly Rental[];
  /** A new tenant gives the move-in and the meter's opening reading; an existing one has them. */
  isNew: boolean;
}) {
  const { t } = useTranslation(['tenants', 'common']);
  const { control, handleSubmit, setError, setValue, reset, setFocus, formState } = useForm<
    TenantBody,
    unknown,
    TenantValues
  >({
    resolver: zodResolver(tenantBodySchema),
    // No message while a field is first typed (a half-typed phone is not a mistake): fields are
    // judged on Save, then again as they are corrected. Never when a field loses focus: judged
    // on blur, a message appeared as the landlord tapped the next field and pushed the
    // room-type select from under the finger, so a phone lost the tap
    // (e2e/tenant-form-tap.spec.ts).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });

  const opening = useWatch({ control, name: 'openingmeterreading' });
  const noOpening = isNew && String(opening ?? '').trim() === '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      setServerFieldErrors(error, setError, fieldNames);
      return;
    }
    if (resetOnSave) {
      reset({
        ...emptyTenant,
        ...moveInDefaults(),
        rentalid: values.rentalid,
        housetype: values.housetype,
      });
      setFocus(values.kind === 'business' ? 'businessname' : 'firstname');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TenantNameFields control={control} />
      <PhoneField control={control} name="phonenumber" label={t('common:fields.phonenumber')} />
      <PhoneField
        control={control}
        name="paysfromphone"
        label={t('fields.paysfromphone')}
        helperText={t('form.paysfromHint')}
      />
      <RentalField control={control} setValue={setValue} rentals={rentals} />
      <RoomTypeField control={control} currentRoomId={currentRoomId} />
      <FormTextField
        control={control}
        name="housenumber"
        label={t('fields.housenumber')}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="meternumber"
        label={t('fields.meternumber')}
        autoComplete="off"
      />
      <FormAmountField
        control={control}
        name="openingrentbalance"
        label={t('fields.openingrentbalance')}
      />
      <FormAmountField
        control={control}
        name="openingwaterbalance"
        label={t('fields.openingwaterbalance')}
      />
      {isNew && (
        <FormTextField
          control={control}
          name="openingmeterreading"
          label={t('fields.openingmeterreading')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={
            <Box component="span" sx={{ color: noOpening ? 'warning.dark' : undefined }}>
              {t(noOpening ? 'form.openingMissing' : 'form.openingHint')}
            </Box>
          }
        />
      )}
      {isNew && <MoveInFields control={control} />}
      <FormTextField
        control={control}
        name="nationalid"
        label={t('fields.nationalid')}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="krapin"
        label={t('fields.krapin')}
        autoComplete="off"
        helperText={t('form.krapinHint')}
      />
      <SelectField
        control={control}
        name="language"
        label={t('fields.language')}
        helperText={t('form.languageHint')}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {languageNames[language]}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="channel"
        label={t('fields.channel')}
        helperText={t('form.channelHint')}
      >
        {tenantChannels.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {t(`channels.${channel}`)}
          </MenuItem>
        ))}
      </SelectField>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: 160 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
