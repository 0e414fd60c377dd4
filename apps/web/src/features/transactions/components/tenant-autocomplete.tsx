import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Tenant } from '@rental/shared/schemas/tenants';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useAutocompleteTexts } from '../../../components/form/autocomplete-texts';

/** Picks a tenant by typing part of the name or house; shows name, house and rental. */
export function TenantAutocomplete({
  id,
  label,
  tenants,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  loading = false,
  placeholder,
  size = 'medium',
}: {
  id: string;
  label: string;
  tenants: readonly Tenant[];
  /** The chosen tenant's id, '' for none. */
  value: string;
  onChange: (tenantId: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  loading?: boolean;
  placeholder?: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('transactions');
  const autocompleteTexts = useAutocompleteTexts();
  const chosen = tenants.find((tenant) => tenant.tenantid === value) ?? null;
  const nameOf = (tenant: Tenant) => tenantDisplayName(tenant.tenantdata);
  return (
    <Autocomplete
      {...autocompleteTexts}
      id={id}
      options={tenants}
      value={chosen}
      loading={loading}
      size={size}
      onChange={(_event, tenant) => onChange(tenant?.tenantid ?? '')}
      onBlur={onBlur}
      getOptionLabel={(tenant) =>
        t('payment.tenantOption', {
          name: nameOf(tenant),
          house: tenant.tenantdata.housenumber,
          rental: tenant.rentalname,
        })
      }
      isOptionEqualToValue={(option, current) => option.tenantid === current.tenantid}
      noOptionsText={t('payment.noTenantMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={id}
          label={label}
          placeholder={placeholder}
          inputRef={inputRef}
          error={error}
          helperText={helperText}
        />
      )}
      fullWidth
    />
  );
}
