import Alert from '@mui/material/Alert';
import { isOwner } from '@rental/shared/permissions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@rental/shared/schemas/team';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/alert/use-alert';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete/confirm-delete-dialog';
import { QueryContent } from '../../../components/query-content';
import { useSignedInUser } from '../../../lib/current-user';
import { useCan } from '../../../lib/permissions';
import { useRentals } from '../../../entities/rentals/rentals';
import { describeError } from '../../../lib/describe-error';
import { formatDayTime } from '../../../lib/format-date';
import { useTeamMembers } from '../../../entities/team/team-members';
import { useRemoveMember } from '../api/remove-member';
import { useResendCode, useResetPin } from '../api/member-actions';
import { InviteMemberForm } from './invite-member-form';
import { MemberRoleDialog } from './member-role-dialog';

/**
 * The Team tab of /settings: everyone who signs in to the account. The owner invites, resends
 * codes, resets forgotten PINs, sets each member's role and rentals and removes members; others
 * see the list read-only.
 */
export function TeamTab() {
  const { t } = useTranslation('team');
  const owner = useCan()('team');
  const members = useTeamMembers();
  return (
    <Stack spacing={2}>
      <Section title={t('title')} text={t('text')}>
        {!owner && (
          <Alert severity="info" role="note">
            {t('ownerOnly')}
          </Alert>
        )}
        <QueryContent query={members} isEmpty={members.data?.length === 0} emptyText={t('empty')}>
          {(list) => <MemberList members={list} owner={owner} />}
        </QueryContent>
      </Section>
      {owner && (
        <Section title={t('invite.title')} text={t('invite.text')}>
          <InviteMemberForm />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <div>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </div>
      {children}
    </Paper>
  );
}

const fullName = (member: TeamMember) => `${member.firstname} ${member.lastname}`;

function MemberList({ members, owner }: { members: TeamMember[]; owner: boolean }) {
  const { t } = useTranslation('team');
  const { showAlert, clearAlert } = useAlert();
  const me = useSignedInUser().userid;
  const resend = useResendCode();
  const remove = useRemoveMember();
  const resetPin = useResetPin();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const rentals = useRentals();
  const rentalsOf = (member: TeamMember) =>
    member.rentalids.length === 0
      ? t('access.allRentals')
      : member.rentalids
          .map(
            (id) =>
              rentals.data?.find((rental) => rental.rentalid === id)?.rentaldata.rentalname ?? '',
          )
          .filter(Boolean)
          .join(', ') || t('access.someRentals', { count: member.rentalids.length });

  const onResend = async (member: TeamMember) => {
    clearAlert();
    try {
      await resend.mutateAsync(member.userid);
      showAlert(t('invite.resent'));
    } catch {
      // The failed call's alert is already shown.
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    clearAlert();
    try {
      await remove.mutateAsync(removing.userid);
    } catch {
      return;
    }
    setRemoving(null);
    // Removals are shown as a danger alert, like every deletion.
    showAlert(t('removed'), 'error');
  };

  const onResetPin = async () => {
    if (!resetting) return;
    clearAlert();
    try {
      await resetPin.mutateAsync(resetting.userid);
    } catch {
      return;
    }
    setResetting(null);
    showAlert(t('pinReset'));
  };

  return (
    <>
      <List aria-label={t('listLabel')} disablePadding>
        {members.map((member) => {
          const manageable = owner && !isOwner(member.role) && member.userid !== me;
          return (
            <ListItem
              key={member.userid}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {fullName(member)} {member.userid === me && t('you')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.phonenumber}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(`roles.${member.role}`)} />
                  {!isOwner(member.role) && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={rentalsOf(member)}
                      aria-label={t('access.rentalsOf', { rentals: rentalsOf(member) })}
                      sx={{ maxWidth: '100%' }}
                    />
                  )}
                  <Chip
                    size="small"
                    variant="outlined"
                    color={member.status === 'active' ? 'success' : 'default'}
                    label={t(`statuses.${member.status}`)}
                  />
                  {member.invitation && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={member.invitation.status === 'pending' ? 'warning' : 'error'}
                      label={
                        member.invitation.status === 'pending'
                          ? t('invitation.pending', {
                              time: formatDayTime(member.invitation.expiresat),
                            })
                          : t('invitation.expired')
                      }
                    />
                  )}
                </Stack>
              </Box>
              {manageable && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => setChanging(member)}
                    aria-label={t('access.changeLabel', { name: fullName(member) })}
                  >
                    {t('access.change')}
                  </Button>
                  {member.invitation && (
                    <Button
                      size="small"
                      onClick={() => void onResend(member)}
                      disabled={resend.isPending}
                      aria-label={t('resendLabel', { name: fullName(member) })}
                    >
                      {t('resend')}
                    </Button>
                  )}
                  {!member.invitation && (
                    <Button
                      size="small"
                      onClick={() => {
                        resetPin.reset();
                        setResetting(member);
                      }}
                      aria-label={t('resetPinLabel', { name: fullName(member) })}
                    >
                      {t('resetPin')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      remove.reset();
                      setRemoving(member);
                    }}
                    aria-label={t('removeLabel', { name: fullName(member) })}
                  >
                    {t('remove')}
                  </Button>
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
      {removing && (
        <ConfirmDeleteDialog
          title={t('removeTitle', { name: fullName(removing) })}
          text={t('removeText')}
          onConfirm={() => void onRemove()}
          onCancel={() => setRemoving(null)}
          disabled={remove.isPending}
          error={remove.error ? describeError(remove.error, t) : undefined}
        />
      )}
      {changing && <MemberRoleDialog member={changing} onClose={() => setChanging(null)} />}
      {resetting && (
        <ConfirmDeleteDialog
          title={t('resetPinTitle', { name: fullName(resetting) })}
          text={t('resetPinText')}
          confirmLabel={t('resetPin')}
          onConfirm={() => void onResetPin()}
          onCancel={() => setResetting(null)}
          disabled={resetPin.isPending}
          error={resetPin.error ? describeError(resetPin.error, t) : undefined}
        />
      )}
    </>
  );
}
