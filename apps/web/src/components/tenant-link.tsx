import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/**
 * A tenant's name opening their page (statement, deposit), in a report's row or card;
 * `label` says where it leads ("Statement of Amina Otieno").
 */
export function TenantLink({
  tenantId,
  name,
  label,
  sx,
}: {
  tenantId: string;
  name: string;
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Link component={RouterLink} to={`/tenant-details/${tenantId}`} aria-label={label} sx={sx}>
      {name}
    </Link>
  );
}
