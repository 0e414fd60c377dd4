import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityPage } from '@rental/shared/schemas/activity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged/paged-list';
import { useGridPages } from '../../../components/paged/use-grid-pages';
import { getAllActivity, useActivity } from '../api/get-activity';
import { activityExportColumns } from '../lib/activity-columns';
import { activityFiltersFrom, withActivityFilters } from '../lib/activity-filters';
import { ActivityCards } from './activity-cards';
import { ActivityFiltersForm } from './activity-filters-form';
import { ActivityGrid } from './activity-grid';

const entriesOf = (page: ActivityPage) => page.activity;

/**
 * Settings → Activity (owner only): who did what, filtered by person, kind and dates (kept in
 * the address), a page at a time, with a CSV or PDF of everything the filters match. A member
 * who reaches it sees the server's refusal.
 */
export function ActivityTab() {
  const { t } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => activityFiltersFrom(params), [params]);
  const activity = useActivity(applied);
  const pages = useGridPages(activity, entriesOf);
  const filterKey = [applied.userid, applied.kind, applied.from, applied.to].join('|');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('text')}</Typography>
      </Paper>
      <PagedList
        pages={pages}
        filters={
          <ActivityFiltersForm
            key={filterKey}
            applied={applied}
            onApply={(filters) => {
              pages.toFirstPage();
              setParams(withActivityFilters(params, filters), { replace: true });
            }}
          />
        }
        exportFile={{
          name: 'activity',
          what: 'activity',
          title: t('exportTitle'),
          columns: activityExportColumns(t),
          all: () => getAllActivity(applied),
        }}
        emptyText={t('empty')}
        cards={<ActivityCards rows={pages.rows} />}
        grid={
          <ActivityGrid
            rows={pages.rows}
            paginationModel={pages.paginationModel}
            onPaginationModelChange={pages.setPaginationModel}
          />
        }
      />
    </Stack>
  );
}
