import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import ExitToAppOutlinedIcon from '@mui/icons-material/ExitToAppOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKes } from '@rental/shared/money';
import type { Lease, VacateNotice } from '@rental/shared/schemas/leases';
import type { TenantDetail } from '@rental/shared/schemas/tenants';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { describeError } from '../../../lib/describe-error';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { useCan } from '../../../lib/permissions';
import { useLease } from '../api/lease';
import { LeaseDialog } from './lease-dialog';
import { LeasePdfButton } from './lease-pdf-button';
import { RenewLeaseDialog } from './renew-lease-dialog';
import { VacateNoticeDialog } from './vacate-notice-dialog';

/** Days left at or below which the end is near: the 60-day reminder's. */
const endNear = 60;

const statusLabels = {
  fixed: 'lease.status.fixed',
  monthtomonth: 'lease.status.monthtomonth',
  open: 'lease.status.open',
} as const;

/** The term, the notice period, the yearly rise and the next one. */
function leaseFacts(lease: Lease, t: TFunction<'tenants'>): Fact[] {
  const from = formatCalendarDate(lease.startdate);
  const { escalation, nextescalation } = lease;
  let rise = t('lease.riseNone');
  if (escalation?.type === 'percent') rise = t('lease.risePercent', { percent: escalation.amount });
  if (escalation?.type === 'amount') {
    rise = t('lease.riseAmount', { amount: formatKes(escalation.amount) });
  }
  return [
    [
      t('lease.term'),
      lease.enddate
        ? t('lease.termFromTo', { from, to: formatCalendarDate(lease.enddate) })
        : t('lease.termOpen', { from }),
    ],
    [t('lease.noticePeriod'), t('lease.days', { count: lease.noticedays })],
    [t('lease.rise'), rise],
    ...(nextescalation
      ? [
          [
            t('lease.nextRise'),
            t('lease.nextRiseValue', {
              date: formatCalendarDate(nextescalation.date),
              rent: formatKes(nextescalation.monthlyrent),
            }),
          ] as const,
        ]
      : []),
  ];
}

/** "Vacating on 30 Apr 2026 — notice given by the tenant on 2 Mar 2026", and if it was short. */
function NoticeLine({ notice }: { notice: VacateNotice }) {
  const { t } = useTranslation('tenants');
  const words = notice.givenby === 'tenant' ? 'lease.noticeByTenant' : 'lease.noticeByLandlord';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mt: 2,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'warning.main',
      }}
    >
      <ExitToAppOutlinedIcon color="warning" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>
        {t(words, {
          date: formatCalendarDate(notice.moveoutdate),
          given: formatCalendarDate(notice.date),
        })}
      </Typography>
      {notice.short && <Chip size="small" color="warning" label={t('lease.short')} />}
    </Box>
  );
}

/**
 * The Lease section of a tenant's page: the term and its status, the days left, the notice
 * period, the yearly rise, and the notice to vacate given. Who may change tenants sets the
 * lease, renews it and records a notice while the tenant lives there; a former tenant's lease
 * is shown as it was, and not at all when there was none.
 */
export function LeaseSection({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenants');
  const can = useCan();
  const answer = useLease(tenant.tenantid);
  const [open, setOpen] = useState<'lease' | 'renew' | 'notice' | null>(null);
  const close = () => setOpen(null);
  const former = tenant.tenantdata.status === 'former';
  const { lease = null, notice = null } = answer.data ?? {};
  if (former && !lease) return null;
  const writable = !former && can('tenants.write');

  let content;
  if (answer.isPending) content = <LoadingScreen />;
  else if (answer.isError) {
    content = (
      <LoadError message={describeError(answer.error, t)} onRetry={() => void answer.refetch()} />
    );
  } else {
    content = (
      <>
        {lease ? (
          <FactList
            facts={leaseFacts(lease, t)}
            columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
          />
        ) : (
          <Typography color="text.secondary">{t('lease.none')}</Typography>
        )}
        {notice && <NoticeLine notice={notice} />}
        {lease && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('lease.updated', { name: lease.updatedby, date: formatDay(lease.updatedat) })}
          </Typography>
        )}
        {(writable || lease) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
            {lease && <LeasePdfButton tenant={tenant} />}
            {writable && (
              <>
                <Button
                  variant="outlined"
                  startIcon={<EditCalendarOutlinedIcon />}
                  onClick={() => setOpen('lease')}
                >
                  {t(lease ? 'lease.edit' : 'lease.set')}
                </Button>
                {lease && (
                  <Button
                    variant="outlined"
                    startIcon={<EventRepeatOutlinedIcon />}
                    onClick={() => setOpen('renew')}
                  >
                    {t('lease.renew')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  startIcon={<ExitToAppOutlinedIcon />}
                  onClick={() => setOpen('notice')}
                >
                  {t('lease.notice')}
                </Button>
              </>
            )}
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="tenant-lease"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="tenant-lease" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('lease.title')}
        </Typography>
        {lease && <Chip size="small" label={t(statusLabels[lease.status])} />}
        {lease && lease.daysleft !== null && lease.daysleft >= 0 && (
          <Chip
            size="small"
            variant="outlined"
            color={lease.daysleft <= endNear ? 'warning' : 'default'}
            label={t('lease.daysLeft', { count: lease.daysleft })}
          />
        )}
      </Box>
      {content}
      {open === 'lease' && <LeaseDialog tenant={tenant} lease={lease} onClose={close} />}
      {open === 'renew' && lease && (
        <RenewLeaseDialog tenant={tenant} lease={lease} onClose={close} />
      )}
      {open === 'notice' && <VacateNoticeDialog tenant={tenant} lease={lease} onClose={close} />}
    </Paper>
  );
}
