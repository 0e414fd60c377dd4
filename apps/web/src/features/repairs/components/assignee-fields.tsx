import MenuItem from '@mui/material/MenuItem';
import type { Repair } from '@rental/shared/schemas/repairs';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneField } from '../../../components/form/phone-field';
import { SelectField } from '../../../components/form/select-field';
import { useTeamMembers } from '../../../entities/team/team-members';
import { useSignedInUser } from '../../../lib/current-user';
import { useCan } from '../../../lib/permissions';
import type { RepairFormValues } from '../lib/repair-form';

/**
 * Who does the work: a team member (the owner picks from the team; others can pick themselves
 * or keep whom the repair has), or a fundi from outside by name and phone, who can be sent
 * the job by SMS, with the tenant's phone only when ticked.
 */
export function AssigneeFields({
  control,
  repair,
}: {
  control: Control<RepairFormValues>;
  repair: Repair;
}) {
  const { t } = useTranslation('repairs');
  const can = useCan();
  const me = useSignedInUser();
  const team = useTeamMembers({ enabled: can('team') });
  const kind = useWatch({ control, name: 'assigneekind' });
  const notifyVendor = useWatch({ control, name: 'notifyvendor' });
  const members = new Map<string, string>([
    [me.userid, t('detail.me', { name: `${me.userProfile.firstname} ${me.userProfile.lastname}` })],
  ]);
  for (const member of team.data ?? []) {
    if (member.userid !== me.userid && member.status === 'active') {
      members.set(member.userid, `${member.firstname} ${member.lastname}`);
    }
  }
  const current = repair.assignee;
  if (current?.userid && !members.has(current.userid)) members.set(current.userid, current.name);

  return (
    <>
      <SelectField
        control={control}
        name="assigneekind"
        id="repair-assignee-kind"
        label={t('detail.assignee')}
      >
        <MenuItem value="none">{t('detail.assigneeNone')}</MenuItem>
        <MenuItem value="member">{t('detail.assigneeMember')}</MenuItem>
        <MenuItem value="vendor">{t('detail.assigneeVendor')}</MenuItem>
      </SelectField>
      {kind === 'member' && (
        <SelectField control={control} name="userid" id="repair-member" label={t('detail.member')}>
          {[...members].map(([userid, name]) => (
            <MenuItem key={userid} value={userid}>
              {name}
            </MenuItem>
          ))}
        </SelectField>
      )}
      {kind === 'vendor' && (
        <>
          <FormTextField
            control={control}
            name="vendorname"
            id="repair-vendor-name"
            label={t('detail.vendorName')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <PhoneField
            control={control}
            name="vendorphone"
            id="repair-vendor-phone"
            label={t('detail.vendorPhone')}
          />
          <CheckboxField
            control={control}
            name="notifyvendor"
            label={t('detail.notifyVendor')}
            hint={t('detail.notifyVendorHint')}
          />
          {notifyVendor && repair.tenantid && (
            <CheckboxField
              control={control}
              name="sharetenantphone"
              label={t('detail.shareTenantPhone')}
              hint={t('detail.shareTenantPhoneHint')}
            />
          )}
        </>
      )}
    </>
  );
}
