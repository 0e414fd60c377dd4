import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EtimsSettings, EtimsTestResponse } from '@rental/shared/schemas/etims';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { formatDayTime } from '../../../lib/format-date';
import { useTestEtims } from '../api/test-etims';

/**
 * Whether KRA knows the device, and the test call that initialises it (when needed) and reads
 * KRA's code lists; what came of it is said in words. The device key itself never reaches here.
 */
export function EtimsConnection({ saved }: { saved: EtimsSettings | null }) {
  const { t } = useTranslation('settings');
  const test = useTestEtims();
  const [result, setResult] = useState<EtimsTestResponse | null>(null);

  if (!saved) return <Alert severity="info">{t('etims.notSaved')}</Alert>;

  const run = () => {
    setResult(null);
    test.mutate(undefined, { onSuccess: setResult });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography>
          {saved.initialised && saved.initialisedat
            ? t('etims.initialised', { date: formatDayTime(saved.initialisedat) })
            : t('etims.notInitialised')}
        </Typography>
        {saved.codelistsat && (
          <Typography variant="body2" color="text.secondary">
            {t('etims.codeLists', { date: formatDayTime(saved.codelistsat) })}
          </Typography>
        )}
      </Box>
      <Box>
        <Button variant="outlined" size="large" onClick={run} disabled={test.isPending}>
          {test.isPending ? t('etims.testing') : t('etims.test')}
        </Button>
      </Box>
      {result && (
        <Alert severity="success" role="status">
          {t('etims.testOk')}
          {result.taxtypes.length > 0 && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('etims.taxTypes', {
                types: result.taxtypes.map((type) => t('etims.taxType', type)).join(', '),
              })}
            </Box>
          )}
        </Alert>
      )}
      {test.error && (
        <Alert severity="error" role="status">
          {t('etims.testFailed', { reason: describeError(test.error, t) })}
        </Alert>
      )}
    </Box>
  );
}
