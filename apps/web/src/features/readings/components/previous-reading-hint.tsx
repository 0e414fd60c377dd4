import { useTranslation } from 'react-i18next';
import { useReadings } from '../api/get-readings';
import { formatDay } from '../../../lib/format-date';
import { formatUnits } from '../../../lib/format-reading';

/** The meter's last reading, so a mistyped new one is noticed before saving. */
export function PreviousReadingHint({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('readings');
  const readings = useReadings(tenantId);
  if (!readings.isSuccess) return null;
  const last = readings.data[0];
  if (!last) return <>{t('form.firstReading')}</>;
  return (
    <>
      {t('form.previous', {
        reading: formatUnits(last.readingdata.meterreading),
        date: formatDay(last.readingdata.readingdate),
      })}
    </>
  );
}
