import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { styled, type Theme } from '@mui/material/styles';
import { formatKes } from '@rental/shared/money';
import type { Tenant } from '@rental/shared/schemas/tenants';
import { tenantDisplayName, tenantInitials } from '@rental/shared/tenant-name';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tenancyMessages } from '@rental/shared/schema-messages';
import { formatCalendarDate } from '../../../lib/format-date';
import { useCan } from '../../../lib/permissions';
import { useTranslateMessage } from '../../../lib/translate-message';

/*
 * Plain elements with styles made once, rather than a dozen MUI components with `sx` per card:
 * a search keystroke may mount a screenful of new cards, and this keeps that well under 100 ms.
 */
const Card = styled('article')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
}));

const focusRing = (color: string) => ({
  '&:focus-visible': { outline: `2px solid ${color}`, outlineOffset: -2 },
});

const MainLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5),
  flex: 1,
  minWidth: 0,
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  ...focusRing(theme.palette.primary.main),
}));

const Initials = styled('span')(({ theme }) => ({
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 600,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  // A former tenant's initials are grey: the card reads as history at a glance. A dark grey,
  // so the white initials keep a contrast of 4.5:1 and more (grey 500 gave 2.7:1).
  '&[data-former="true"]': { backgroundColor: theme.palette.grey[700] },
}));

const FormerTag = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  marginInlineStart: theme.spacing(1),
  padding: '0 6px',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  color: theme.palette.text.secondary,
  fontWeight: 500,
  verticalAlign: 'middle',
  flexShrink: 0,
}));

/** A notice to vacate is recorded: the day, in the warning colour (6:1 on white). */
const VacatingTag = styled(FormerTag)(({ theme }) => ({
  borderColor: theme.palette.warning.main,
  color: theme.palette.warning.main,
  whiteSpace: 'nowrap',
}));

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// A long name is cut short, never the tag after it.
const Name = styled('h2')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  margin: 0,
  fontWeight: 600,
}));

const NameText = styled('span')({ ...ellipsis, minWidth: 0 });

const Place = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  ...ellipsis,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const Balance = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  ...ellipsis,
  margin: 0,
  '& strong': { fontWeight: 600 },
  '&[data-state="owes"]': { color: theme.palette.error.main },
  '&[data-state="credit"]': { color: theme.palette.success.dark },
  '&[data-state="paid"]': { color: theme.palette.text.secondary },
}));

/** The round 44 px target at a card's end, for Delete on or off. */
const roundTarget = (theme: Theme) =>
  ({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    marginInline: theme.spacing(0.5),
    borderRadius: '50%',
  }) as const;

const DeleteLink = styled(Link)(({ theme }) => ({
  ...roundTarget(theme),
  color: theme.palette.action.active,
  '&:hover': { backgroundColor: theme.palette.action.hover, color: theme.palette.error.main },
  ...focusRing(theme.palette.error.main),
}));

/**
 * Delete, off, for a tenant with money in the books: still focusable, so its name (which says
 * why) is heard, and the reason shows on hover. Their tenancy is ended instead.
 */
const DeleteOff = styled('button')(({ theme }) => ({
  ...roundTarget(theme),
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.palette.action.disabled,
  cursor: 'not-allowed',
  ...focusRing(theme.palette.text.secondary),
}));

/** "Owes KES 9,500" in red, "In credit" in green, "Paid up": words as well as colour. */
function TenantBalance({ balance }: { balance: number }) {
  const { t } = useTranslation('tenants');
  const state = balance > 0 ? 'owes' : balance < 0 ? 'credit' : 'paid';
  return (
    <Balance data-state={state}>
      {t(`balance.${state}`)}
      {state !== 'paid' && <strong> {formatKes(Math.abs(balance))}</strong>}
    </Balance>
  );
}

/**
 * One tenant: initials, full name, house number and rental, and what they owe now; opens the
 * tenant or deletes. A former tenant is tagged, says when they moved out and has no Delete:
 * their history stays. A current tenant with money in the books has Delete turned off.
 */
export const TenantCard = memo(function TenantCard({
  tenant,
  vacatingOn,
}: {
  tenant: Tenant;
  /** The expected move-out of a notice to vacate (yyyy-mm-dd), if one is recorded. */
  vacatingOn?: string;
}) {
  const { t } = useTranslation('tenants');
  const { housenumber, status, moveoutdate } = tenant.tenantdata;
  const name = tenantDisplayName(tenant.tenantdata);
  const former = status === 'former';
  const can = useCan();
  const translate = useTranslateMessage();
  return (
    <Card>
      {/* Named by what it shows (name, house, balance), so speech matches the screen. */}
      <MainLink to={`/tenant-details/${tenant.tenantid}`}>
        <Initials aria-hidden data-former={former}>
          {tenantInitials(tenant.tenantdata)}
        </Initials>
        <span style={{ minWidth: 0 }}>
          <Name>
            <NameText>{name}</NameText>
            {former && <FormerTag>{t('list.former')}</FormerTag>}
            {!former && vacatingOn && (
              <VacatingTag>
                {t('list.vacating', { date: formatCalendarDate(vacatingOn) })}
              </VacatingTag>
            )}
          </Name>
          <Place>{t('list.house', { house: housenumber, rental: tenant.rentalname })}</Place>
          {former && moveoutdate && (
            <Place>{t('list.movedOut', { date: formatCalendarDate(moveoutdate) })}</Place>
          )}
          {/* A caretaker sees who lives where, not what they owe (the server leaves it out). */}
          {can('tenants.private') && typeof tenant.tenantdata.balance === 'number' && (
            <TenantBalance balance={tenant.tenantdata.balance} />
          )}
        </span>
      </MainLink>
      {!former && can('tenants.write') && tenant.hasbooks === true && (
        <DeleteOff
          type="button"
          aria-disabled="true"
          aria-label={t('list.deleteOff', { name })}
          title={translate(tenancyMessages.deleteHasHistory)}
        >
          <DeleteOutlinedIcon />
        </DeleteOff>
      )}
      {!former && can('tenants.write') && tenant.hasbooks !== true && (
        <DeleteLink
          to={`/tenant-details/delete/${tenant.tenantid}`}
          aria-label={t('list.delete', { name })}
        >
          <DeleteOutlinedIcon />
        </DeleteLink>
      )}
    </Card>
  );
});
