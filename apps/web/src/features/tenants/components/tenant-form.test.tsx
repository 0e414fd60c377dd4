import { todayInNairobi } from '@rental/shared/dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownDay } from '../../../test/dates';
import {
  apiError,
  json,
  mockApi,
  signedIn,
  testUser,
  type MockRequest,
} from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { portfolioHandlers, tenant, tenantDetail } from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

function openNewTenant(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedIn(), ...portfolioHandlers, ...extra });
  return { ...renderApp('/newtenant'), ...api };
}

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fillTenant(user: User) {
  await user.type(await screen.findByLabelText('First Name'), 'Brian');
  await user.type(screen.getByLabelText('Last Name'), 'Kamau');
  await user.type(screen.getByLabelText('Phone Number'), '0722000111');
  await choose(user, 'Apartment', 'Sunrise Court');
  await choose(user, 'Room Type', /One Bedroom/);
  await user.type(screen.getByLabelText('House Number'), 'A2');
  await user.type(screen.getByLabelText('Meter Number'), 'M-002');
}

const save = () => screen.getByRole('button', { name: 'SAVE' });
const postsOf = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST');

// Whole screens with MUI selects: slower than the default 5 s on a busy machine.
describe('tenant form', () => {
  it('shows every required message and sends nothing', async () => {
    const { user, requests } = openNewTenant();
    const rent = await screen.findByLabelText('Opening Rent Balance (KES)');
    expect(rent).toHaveValue('0');
    await user.clear(rent);
    await user.clear(screen.getByLabelText('Opening Water Balance (KES)'));
    await user.click(save());

    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please select apartment name',
      'Please select the room type',
      'Please enter house number',
      'Please enter meter number',
      'Please enter rent balance',
      'Please enter water balance',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('House Number')).toHaveAccessibleDescription(
      'Please enter house number',
    );
    expect(postsOf(requests)).toHaveLength(0);
  });

  it('says nothing while a field is first typed or left, then judges it on Save', async () => {
    const { user, requests } = openNewTenant();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '07123');
    // Half typed is not a mistake, nor is leaving the field to fill another one first.
    expect(phone).not.toHaveAccessibleDescription();
    await user.tab();
    expect(phone).not.toHaveAccessibleDescription();
    await user.click(save());
    expect(phone).toHaveAccessibleDescription('Invalid length');
    // Once judged, a field is judged again as it is corrected, before it is left.
    await user.type(phone, '45678');
    expect(phone).not.toHaveAccessibleDescription();
    expect(postsOf(requests)).toHaveLength(0);
  });

  it('checks the phone like sign-up and refuses negative or malformed amounts', async () => {
    const { user } = openNewTenant();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '712345678');
    await user.click(save());
    expect(phone).toHaveAccessibleDescription('Phone number should start with 0');
    await user.clear(phone);
    await user.type(phone, '07123');
    expect(phone).toHaveAccessibleDescription('Invalid length');
    await user.clear(phone);
    await user.type(phone, '07123456ab');
    expect(phone).toHaveAccessibleDescription('Phone number should contain digits only');
    // The optional pays-from phone keeps the same rule once one is typed.
    const paysFrom = screen.getByLabelText('Pays From Phone (optional)');
    expect(paysFrom).toHaveAccessibleDescription(/Another phone that pays their rent/);
    await user.type(paysFrom, '733000222');
    await user.tab();
    expect(paysFrom).toHaveAccessibleDescription('Phone number should start with 0');

    const rent = screen.getByLabelText('Opening Rent Balance (KES)');
    await user.clear(rent);
    await user.type(rent, '-500');
    await user.tab();
    expect(rent).toHaveAccessibleDescription('Amount cannot be negative');
    const water = screen.getByLabelText('Opening Water Balance (KES)');
    await user.clear(water);
    await user.type(water, '12.345');
    await user.tab();
    expect(water).toHaveAccessibleDescription(
      'Too many decimals: shillings have at most 2 (cents)',
    );
  });

  it("offers only the chosen rental's room types and resets the choice when it changes", async () => {
    const { user } = openNewTenant();
    const room = await screen.findByRole('combobox', { name: 'Room Type' });
    expect(room).toHaveAttribute('aria-disabled', 'true');

    await choose(user, 'Apartment', 'Sunrise Court');
    await user.click(screen.getByRole('combobox', { name: 'Room Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'One Bedroom · 3 of 4 free',
      'Bedsitter · 0 of 4 free',
    ]);
    // A full room type cannot take another tenant.
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    await user.click(options[0]!);
    expect(screen.getByRole('combobox', { name: 'Room Type' })).toHaveTextContent('One Bedroom');

    await choose(user, 'Apartment', 'Baraka Flats');
    expect(screen.getByRole('combobox', { name: 'Room Type' })).not.toHaveTextContent(
      'One Bedroom',
    );
    await user.click(screen.getByRole('combobox', { name: 'Room Type' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Two Bedroom · 4 of 4 free']);
  });

  it('shows a duplicate house number under House Number', async () => {
    const message = 'House A2 in Sunrise Court already has a tenant';
    const { user, router } = openNewTenant({
      'POST /api/tenant/new-tenant': () =>
        apiError(409, 'conflict', message, { housenumber: message }),
    });
    await fillTenant(user);
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('House Number')).toHaveAccessibleDescription(message);
    expect(router.location.pathname).toBe('/newtenant');
  });

  it("saves the tenant, then shows 'Tenant saved' on the tenant list", async () => {
    const saved = tenant('t-9', { firstname: 'Brian', lastname: 'Kamau', housenumber: 'A2' });
    const { user, router, requests } = openNewTenant({
      'POST /api/tenant/new-tenant': () => json({ tenant: tenantDetail(saved) }, 201),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [saved] }),
    });
    await fillTenant(user);
    expect(
      screen.getByText(
        'No opening reading: the first reading will only set the starting point and bill nothing.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Opening Meter Reading'), '125.5');
    await user.type(screen.getByLabelText('KRA PIN (optional)'), 'p051234567q');
    // His employer pays the rent: the tenant page may prompt that phone too.
    await user.type(screen.getByLabelText('Pays From Phone (optional)'), '0733000222');
    // Brian reads Kiswahili: his invoices and receipts will be in it.
    await user.click(screen.getByLabelText('Language for SMS and their page'));
    await user.click(await screen.findByRole('option', { name: 'Kiswahili' }));
    // He reads WhatsApp first; SMS is the safety net.
    expect(screen.getByRole('combobox', { name: 'Messages go by' })).toHaveTextContent('SMS');
    await choose(user, 'Messages go by', 'WhatsApp, then SMS if not delivered');
    await user.click(save());

    expect(await screen.findByText('Brian Kamau')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/tenants');
    expect(screen.getByRole('alert')).toHaveTextContent('Tenant saved');
    expect(postsOf(requests)[0]?.body).toEqual({
      kind: 'person',
      firstname: 'Brian',
      lastname: 'Kamau',
      businessname: '',
      contactperson: '',
      phonenumber: '0722000111',
      paysfromphone: '0733000222',
      rentalid: 'r-1',
      housetype: 'room-1',
      housenumber: 'A2',
      meternumber: 'M-002',
      openingrentbalance: 0,
      openingwaterbalance: 0,
      openingmeterreading: 125.5,
      // Moving in today, with no deposit and no pro-rata rent unless told.
      moveindate: todayInNairobi(),
      deposit: 0,
      prorate: false,
      nationalid: null,
      krapin: 'P051234567Q',
      language: 'sw',
      channel: 'whatsapp_sms',
    });
  });

  it('takes a business by its one name and a contact person, and shows its initials', async () => {
    const kiosk = 'Kiosk 4 & Sons (K) Ltd';
    const saved = tenant('t-8', {
      kind: 'business',
      firstname: '',
      lastname: '',
      businessname: kiosk,
      contactperson: 'Mary Atieno',
      housenumber: 'A2',
    });
    const { user, requests } = openNewTenant({
      'POST /api/tenant/new-tenant': () => json({ tenant: tenantDetail(saved) }, 201),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [saved] }),
    });
    const kind = await screen.findByRole('radiogroup', { name: 'Tenant is' });
    expect(within(kind).getByRole('radio', { name: 'A person' })).toBeChecked();
    await user.click(within(kind).getByRole('radio', { name: 'A business' }));
    // A business has no first and last name to split its name into.
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByLabelText('Business Name')).toHaveAccessibleDescription(
      'Please enter the business name',
    );
    expect(screen.queryByText('Please enter first name')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Business Name'), kiosk);
    await user.type(screen.getByLabelText('Contact Person (optional)'), 'Mary Atieno');
    await user.type(screen.getByLabelText('Phone Number'), '0722000111');
    await choose(user, 'Apartment', 'Sunrise Court');
    await choose(user, 'Room Type', /One Bedroom/);
    await user.type(screen.getByLabelText('House Number'), 'A2');
    await user.type(screen.getByLabelText('Meter Number'), 'M-002');
    await user.click(save());

    expect(await screen.findByText(kiosk)).toBeInTheDocument();
    // The avatar's initials come from letters only: "KS", never "K(".
    expect(screen.getByText('KS')).toBeInTheDocument();
    expect(postsOf(requests)[0]?.body).toMatchObject({
      kind: 'business',
      businessname: kiosk,
      contactperson: 'Mary Atieno',
      firstname: '',
      lastname: '',
    });
  });

  it('sends the move-in date, the deposit charged that day and pro-rata rent', async () => {
    const saved = tenant('t-9', { firstname: 'Brian', lastname: 'Kamau', housenumber: 'A2' });
    const { user, requests } = openNewTenant({
      'POST /api/tenant/new-tenant': () => json({ tenant: tenantDetail(saved) }, 201),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: [saved] }),
    });
    await fillTenant(user);
    const moveIn = screen.getByLabelText('Move-in Date');
    expect(moveIn).toHaveValue(shownDay(todayInNairobi()));
    expect(moveIn).toHaveAccessibleDescription('Rent and water are billed from this day.');
    await user.clear(moveIn);
    await user.type(moveIn, '15/11/2026');
    const deposit = screen.getByLabelText('Deposit (KES)');
    expect(deposit).toHaveValue('0');
    await user.clear(deposit);
    await user.type(deposit, '-1');
    await user.click(save());
    expect(deposit).toHaveAccessibleDescription('Amount cannot be negative');
    expect(postsOf(requests)).toHaveLength(0);
    await user.clear(deposit);
    await user.type(deposit, '20000');
    const depositDue = screen.getByLabelText('Deposit Due Date');
    expect(depositDue).toHaveAccessibleDescription(/Left empty: due on the move-in day/);
    await user.type(depositDue, '10/11/2026');
    await user.click(
      screen.getByRole('checkbox', { name: 'Bill the rest of the move-in month now (pro rata)' }),
    );
    await user.click(save());

    expect(await screen.findByText('Brian Kamau')).toBeInTheDocument();
    expect(postsOf(requests)[0]?.body).toMatchObject({
      moveindate: '2026-11-15',
      deposit: 20000,
      depositduedate: '2026-11-10',
      prorate: true,
    });
  });

  it('words the channel choices in Kiswahili for a reader of Kiswahili', async () => {
    const { user } = (() => {
      const api = mockApi({
        ...signedIn({ ...testUser, language: 'sw' }),
        ...portfolioHandlers,
      });
      return { ...renderApp('/newtenant'), ...api };
    })();
    const channel = await screen.findByRole('combobox', { name: 'Jumbe hutumwa kwa' });
    expect(channel).toHaveAccessibleDescription(
      'WhatsApp hutumika Mipangilio → WhatsApp ikikamilika; hadi hapo jumbe hutumwa kwa SMS.',
    );
    await user.click(channel);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SMS', 'WhatsApp', 'WhatsApp, kisha SMS ujumbe usipofika']);
  });

  it('shows a server message about the move-in under its field', async () => {
    const message = 'The move-in date cannot be more than a year ahead';
    const { user } = openNewTenant({
      'POST /api/tenant/new-tenant': () =>
        apiError(400, 'validation', message, { moveindate: message }),
    });
    await fillTenant(user);
    await user.click(save());
    expect(await screen.findByLabelText('Move-in Date')).toHaveAccessibleDescription(message);
  });
});
