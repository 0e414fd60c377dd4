import type { APIRequestContext } from '@playwright/test';
import type { MemberRole } from '@rental/shared/schemas/team';
import { freshPhone } from './accounts';
import { call, daysAgo, signUpThroughApi } from './seeded-account';
import { readCode } from './sms-simulator';

/**
 * An owner on the Standard plan (two users: the owner and one member) with two rentals
 * (Sunrise Court with one tenant, Baraka Flats) and a member in `role`, seeded through the real
 * API: invited with the role (POST /api/team/members), joined with the code from the SMS
 * (POST /api/team/accept), then given their role and rentals by the owner
 * (PUT /api/team/members/{id}).
 */
export interface SeededTeam {
  ownerToken: string;
  sunriseId: string;
  barakaId: string;
  tenantId: string;
  member: { token: string; userid: string; name: string };
}

export async function seedTeam(
  api: APIRequestContext,
  {
    role,
    firstname,
    onlySunrise = false,
  }: { role: MemberRole; firstname: string; onlySunrise?: boolean },
): Promise<SeededTeam> {
  const { token } = await signUpThroughApi(api, {
    firstname: 'Amina',
    lastname: 'Otieno',
    phonenumber: freshPhone(),
    email: 'amina@example.co.ke',
    accounttype: 'Landlord',
    pin: '2580',
  });
  const as = <T = Record<string, unknown>>(method: 'POST' | 'PUT', path: string, data: object) =>
    call<T>(api, token, method, path, data as Record<string, unknown>);
  await as('POST', '/api/subscriptionsettings/new-subscriptionsettings', {
    subscriptionplanid: 'standard',
  });
  const rentalOf = async (rentalname: string) =>
    (
      await as<{ rental: { rentalid: string } }>('POST', '/api/rental/new-rental', {
        rentalname,
        rentallocation: 'Ruaka, Kiambu',
      })
    ).rental.rentalid;
  const sunriseId = await rentalOf('Sunrise Court');
  const barakaId = await rentalOf('Baraka Flats');
  const { room } = await as<{ room: { roomid: string } }>('POST', '/api/rental/room-type', {
    rentalid: sunriseId,
    housetype: 'One Bedroom',
    totalunits: 4,
    monthlyrent: 15000,
    waterunitrate: 150,
  });
  const { tenant } = await as<{ tenant: { tenantid: string } }>('POST', '/api/tenant/new-tenant', {
    firstname: 'Otieno',
    lastname: 'Barasa',
    phonenumber: freshPhone(),
    rentalid: sunriseId,
    housetype: room.roomid,
    housenumber: 'A1',
    meternumber: 'M-001',
    openingrentbalance: 2000,
    openingwaterbalance: 0,
    openingmeterreading: 0,
    moveindate: daysAgo(40),
    nationalid: '29876543',
  });

  const phonenumber = freshPhone();
  const rentalids = onlySunrise ? [sunriseId] : [];
  const { member } = await as<{ member: { userid: string } }>('POST', '/api/team/members', {
    firstname,
    lastname: 'Kariuki',
    phonenumber,
    email: `${firstname.toLowerCase()}@example.co.ke`,
    role,
    rentalids,
  });
  const code = await readCode(phonenumber);
  const joined = await call<{ token: string }>(api, null, 'POST', '/api/team/accept', {
    phonenumber,
    code,
    pin: '1470',
  });
  await as('PUT', `/api/team/members/${member.userid}`, { role, rentalids });
  return {
    ownerToken: token,
    sunriseId,
    barakaId,
    tenantId: tenant.tenantid,
    member: { token: joined.token, userid: member.userid, name: `${firstname} Kariuki` },
  };
}
