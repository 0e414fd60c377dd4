import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type Language } from '@rental/shared/enums';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import { tenantDisplayName } from '@rental/shared/tenant-name';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { describeError } from '../../../lib/describe-error';
import { safeFileName } from '../../../lib/pdf/pdf-layout';
import { downloadBlob } from '../../../lib/table-export';
import { getLeasePdf } from '../api/get-lease-pdf';

/**
 * "Download lease (PDF)": the server makes the lease from the landlord's template; the menu
 * asks in which language, the tenant's own first.
 */
export function LeasePdfButton({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const { showAlert } = useAlert();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const own = tenant.tenantdata.language;
  const choices = [own, ...languages.filter((language) => language !== own)];

  const download = async (language: Language) => {
    setAnchor(null);
    setBusy(true);
    try {
      const pdf = await getLeasePdf(tenant.tenantid, language);
      const name = `lease-${tenantDisplayName(tenant.tenantdata)}-${language}`;
      downloadBlob(pdf, safeFileName(name, 'pdf'));
    } catch (error) {
      showAlert(t('lease.downloadFailed', { reason: describeError(error, t) }), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'lease-pdf-languages' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? t('lease.downloading') : t('lease.download')}
      </Button>
      <Menu
        id="lease-pdf-languages"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('lease.downloadIn') } }}
      >
        {choices.map((language) => (
          <MenuItem key={language} onClick={() => void download(language)}>
            {language === own
              ? t('lease.tenantLanguage', { language: t(`lease.downloadLanguages.${language}`) })
              : t(`lease.downloadLanguages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
