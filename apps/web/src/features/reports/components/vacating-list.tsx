import type { Vacancies } from '@rental/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { CardHeadline } from '../../../components/card-headline';
import { CardList, CardListItem } from '../../../components/card-list';
import { ReportSection } from '../../../components/report-section';
import { formatCalendarDate } from '../../../lib/format-date';

/** Current tenants with a move-out date ahead, soonest first. */
export function VacatingList({ vacating }: { vacating: Vacancies['vacating'] }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection title={t('vacancies.vacating.title')} text={t('vacancies.vacating.text')} flush>
      <CardList label={t('vacancies.vacating.label')} emptyText={t('vacancies.vacating.empty')}>
        {vacating.map((tenant) => (
          <CardListItem key={tenant.tenantid} sx={{ display: 'grid', gap: 0.5 }}>
            <CardHeadline
              title={t('vacancies.vacating.line', {
                house: tenant.housenumber,
                name: tenant.tenantname,
                rental: tenant.rentalname,
              })}
              aside={t('vacancies.vacating.on', { date: formatCalendarDate(tenant.moveoutdate) })}
            />
          </CardListItem>
        ))}
      </CardList>
    </ReportSection>
  );
}

/** The mean days to re-let, per rental. */
export function ReletList({ rentals }: { rentals: Vacancies['rentals'] }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection title={t('vacancies.relet.title')} text={t('vacancies.relet.text')} flush>
      <CardList label={t('vacancies.relet.label')}>
        {rentals.map((rental) => (
          <CardListItem key={rental.rentalid}>
            <CardHeadline
              title={rental.rentalname}
              aside={
                rental.averagereletdays === null
                  ? t('vacancies.noRelets')
                  : t('vacancies.relet.line', {
                      days: t('vacancies.days', { count: rental.averagereletdays }),
                      count: rental.relets,
                    })
              }
            />
          </CardListItem>
        ))}
      </CardList>
    </ReportSection>
  );
}
