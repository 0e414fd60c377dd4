import Box from '@mui/material/Box';
import { todayInNairobi } from '@rental/shared/dates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LandlordPicker } from '../../../entities/landlords/landlord-picker';
import { QueryContent } from '../../../components/query-content';
import { useIsAgent } from '../../../lib/current-user';
import { useLandlords } from '../../../entities/landlords/landlords';
import { useKraMriReport } from '../api/get-kra-mri-report';
import { ExcludedIncome } from '../components/excluded-income';
import { MonthPicker } from '../../../components/month-picker';
import { MriExportButtons } from '../components/mri-export-buttons';
import { MriFilingSection } from '../components/mri-filing-section';
import { MriReturnSummary } from '../components/mri-return-summary';
import { CommercialRent, ResidentialRent } from '../components/rent-sections';
import { YearToDateBand } from '../components/year-to-date-band';
import { chosenMonth, monthOptions } from '../../../lib/report-months';
import { PageHeading } from '../../../components/page-heading';

/**
 * /reports/kra-mri?month=YYYY-MM[&landlordid=]: KRA's Monthly Rental Income return for a month
 * (the last month that has ended unless a link says otherwise), for an agent of every rental
 * or of one landlord's, laid out to copy into iTax, with its
 * exports, the year against the MRI band and the filing. Wide screens put the filing and the
 * year beside the return.
 */
export function KraMriPage() {
  const { t } = useTranslation('tax');
  const [params, setParams] = useSearchParams();
  const today = todayInNairobi();
  const month = chosenMonth(params.get('month'), today);
  const agent = useIsAgent();
  const landlords = useLandlords({ enabled: agent });
  // An agent's landlord from the address ('' for every rental); the server 404s a stranger.
  const landlordid = agent ? (params.get('landlordid') ?? '') : '';
  const report = useKraMriReport(month, landlordid);
  const choose = (next: { month?: string; landlordid?: string }) => {
    const chosen = { month, landlordid, ...next };
    setParams(chosen.landlordid ? chosen : { month: chosen.month }, { replace: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <PageHeading title={t('title')} text={t('text')} sx={{ flex: '1 1 320px' }} />
        {agent && (landlords.data?.length ?? 0) > 0 && (
          <Box sx={{ display: 'flex', flex: '1 1 200px', maxWidth: { sm: 280 } }}>
            <LandlordPicker
              landlords={landlords.data ?? []}
              value={landlordid}
              onChange={(next) => choose({ landlordid: next })}
              allLabel={t('allRentals')}
            />
          </Box>
        )}
        <MonthPicker
          months={monthOptions(today, month)}
          value={month}
          onChange={(next) => choose({ month: next })}
        />
        <MriExportButtons report={report.data} />
      </Box>
      <QueryContent query={report}>
        {(data) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <MriReturnSummary report={data} />
              <ResidentialRent report={data} />
              <ExcludedIncome excluded={data.excluded} />
              {data.commercial.length > 0 && <CommercialRent report={data} />}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <MriFilingSection key={data.month} report={data} today={today} />
              <YearToDateBand report={data} />
            </Box>
          </Box>
        )}
      </QueryContent>
    </Box>
  );
}
