import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { todayInNairobi } from '@rental/shared/dates';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LandlordPicker } from '../../../entities/landlords/landlord-picker';
import { MonthPicker } from '../../../components/month-picker';
import { PageHeading } from '../../../components/page-heading';
import { QueryContent } from '../../../components/query-content';
import { useIsAgent } from '../../../lib/current-user';
import { useLandlords } from '../../../entities/landlords/landlords';
import { chosenMonth, monthOptions } from '../../../lib/report-months';
import { useOwnerStatement } from '../api/get-owner-statement';
import { OwnerStatementView } from '../components/owner-statement-view';
import { StatementExportButtons } from '../components/statement-export-buttons';

/**
 * /reports/owner-statement?landlordid=&month=YYYY-MM (agents): what is owed to a landlord for
 * a month (the last month that has ended, and the first landlord, unless the address says
 * otherwise), with its exports, a payment to record and the SMS to send.
 */
export function OwnerStatementPage() {
  const { t } = useTranslation('landlords');
  const agent = useIsAgent();
  const [params, setParams] = useSearchParams();
  const today = todayInNairobi();
  const month = chosenMonth(params.get('month'), today);
  const landlords = useLandlords({ enabled: agent });
  const list = landlords.data ?? [];
  const asked = params.get('landlordid');
  const landlord = list.find((l) => l.landlordid === asked) ?? list[0];
  const landlordid = landlord?.landlordid ?? '';
  const statement = useOwnerStatement(landlordid, month);
  const choose = (next: { landlordid?: string; month?: string }) =>
    setParams({ landlordid, month, ...next }, { replace: true });

  if (!agent) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PageHeading title={t('statement.title')} text={t('statement.text')} />
        <Alert severity="info">{t('agentsOnly')}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading title={t('statement.title')} text={t('statement.text')} />
      <QueryContent query={landlords}>
        {list.length === 0 ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={Link} to="/landlords">
                {t('statement.addLandlords')}
              </Button>
            }
          >
            {t('statement.noLandlords')}
          </Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ display: 'flex', flex: '1 1 220px', maxWidth: { sm: 320 } }}>
                <LandlordPicker
                  landlords={list}
                  value={landlordid}
                  onChange={(next) => choose({ landlordid: next })}
                />
              </Box>
              <MonthPicker
                months={monthOptions(today, month)}
                value={month}
                onChange={(next) => choose({ month: next })}
              />
              <Box sx={{ ml: { md: 'auto' } }}>
                <StatementExportButtons statement={statement.data} landlord={landlord} />
              </Box>
            </Box>
            <QueryContent query={statement}>
              {(data) => <OwnerStatementView statement={data} landlord={landlord} />}
            </QueryContent>
          </>
        )}
      </QueryContent>
    </Box>
  );
}
