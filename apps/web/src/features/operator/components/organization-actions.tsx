import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { OperatorOrganization } from '@rental/shared/schemas/operator';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtendTrialDialog } from './extend-trial-dialog';
import { ReactivateDialog } from './reactivate-dialog';
import { SetPlanDialog } from './set-plan-dialog';
import { SuspendDialog } from './suspend-dialog';

type Open = 'plan' | 'trial' | 'suspend' | 'reactivate' | null;

/**
 * What an operator does to an organization: set its plan, extend its trial, suspend it or
 * reactivate it. Icons with their names on hover in the grid's narrow column; words on a
 * phone's card, where there is room across the card and no hover.
 */
export function OrganizationActions({
  organization,
  variant,
}: {
  organization: OperatorOrganization;
  variant: 'icons' | 'buttons';
}) {
  const { t } = useTranslation('operator');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { name } = organization;
  const suspended = organization.suspension !== null;
  const actions: { key: Exclude<Open, null>; label: string; of: string; icon: ReactNode }[] = [
    {
      key: 'plan',
      label: t('actions.setPlan'),
      of: t('actions.setPlanOf', { name }),
      icon: <WorkspacePremiumOutlinedIcon fontSize="small" />,
    },
    {
      key: 'trial',
      label: t('actions.extendTrial'),
      of: t('actions.extendTrialOf', { name }),
      icon: <MoreTimeIcon fontSize="small" />,
    },
    suspended
      ? {
          key: 'reactivate',
          label: t('actions.reactivate'),
          of: t('actions.reactivateOf', { name }),
          icon: <LockOpenIcon fontSize="small" />,
        }
      : {
          key: 'suspend',
          label: t('actions.suspend'),
          of: t('actions.suspendOf', { name }),
          icon: <BlockIcon fontSize="small" />,
        },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: variant === 'buttons' ? 1 : 0 }}>
        {actions.map((action) =>
          variant === 'icons' ? (
            <Tooltip key={action.key} title={action.label}>
              <IconButton size="small" aria-label={action.of} onClick={() => setOpen(action.key)}>
                {action.icon}
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              key={action.key}
              size="small"
              variant="outlined"
              color={action.key === 'suspend' ? 'error' : 'primary'}
              startIcon={action.icon}
              aria-label={action.of}
              onClick={() => setOpen(action.key)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Box>
      {open === 'plan' && <SetPlanDialog organization={organization} onClose={close} />}
      {open === 'trial' && <ExtendTrialDialog organization={organization} onClose={close} />}
      {open === 'suspend' && <SuspendDialog organization={organization} onClose={close} />}
      {open === 'reactivate' && <ReactivateDialog organization={organization} onClose={close} />}
    </>
  );
}
