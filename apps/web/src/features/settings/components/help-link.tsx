import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { helpPathTo, type HelpAnchor } from '../../../lib/help-anchors';

/**
 * A link to one section of the Help page, opened in a new tab so that the form beside it keeps
 * what the landlord has typed.
 */
export function HelpLink({ anchor, label }: { anchor: HelpAnchor; label: string }) {
  const { t } = useTranslation('settings');
  return (
    <Link
      component={RouterLink}
      to={helpPathTo(anchor)}
      target="_blank"
      rel="noopener"
      aria-label={t('mpesa.help.newTab', { name: label })}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'start' }}
    >
      <HelpOutlineOutlinedIcon fontSize="small" aria-hidden />
      {label}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
