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
    <Link
      component={RouterLink}
      to={`/tenant-details/${tenantId}`}
      aria-label={label}
      // On a phone the name is a finger-sized target (44 px high), in a card or a row.
      sx={[
        {
          display: { xs: 'inline-flex', sm: 'inline' },
          alignItems: 'center',
          minHeight: { xs: 44, sm: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {name}
    </Link>
  );
}
