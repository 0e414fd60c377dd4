import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { usePhone } from '../../../lib/use-phone';
import { scopeLine } from '../lib/scope-facts';
import type { ReportFilters } from '../lib/use-report-filters';
import type { ScopeChoices } from '../lib/use-scope-choices';
import { ReportControls } from './report-controls';

/**
 * A report's screen: its heading with the exports beside it, the controls, and the report.
 * On a phone, where the controls are folded, a line under them says what the report covers.
 */
export function ReportFrame({
  title,
  text,
  filters,
  choices,
  exports,
  children,
}: {
  title: string;
  text: string;
  filters: ReportFilters;
  choices: ScopeChoices;
  exports: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <PageHeading title={title} text={text} sx={{ flex: '1 1 320px' }} />
        {exports}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <ReportControls filters={filters} choices={choices} />
        {phone && (
          <Typography variant="body2" color="text.secondary">
            {scopeLine(filters, choices, t)}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
