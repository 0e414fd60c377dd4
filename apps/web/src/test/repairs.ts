import type { Repair } from '@rental/shared/schemas/repairs';
import { screen } from '@testing-library/react';
import { json, mockApi, signedIn, userWithRole, type MockRequest } from './mock-api';
import { onPhone } from './phone';
import { renderApp } from './render';

/** A repair as the API answers it; each test changes what it looks at. */
export function repairOf(id: string, changes: Partial<Repair> = {}): Repair {
  return {
    id,
    reference: `R-${id}`,
    rentalid: 'r-1',
    rentalname: 'Jua Court',
    tenantid: 't-1',
    tenantname: 'Akinyi Odhiambo',
    housenumber: 'A4',
    category: 'plumbing',
    description: 'Kitchen tap leaks',
    priority: 'normal',
    status: 'new',
    assignee: null,
    scheduledfor: null,
    reportedvia: 'tenant_page',
    createdat: new Date().toISOString(),
    updatedat: new Date().toISOString(),
    closedat: null,
    photos: 0,
    photoids: [],
    events: [{ at: new Date().toISOString(), by: null, status: 'new', note: null }],
    ...changes,
  };
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A photo as GET /api/repairs/{id}/photos/{photoid} answers it. */
export const repairPicture = () =>
  new Response(pngBytes, { headers: { 'content-type': 'image/png' } });

/**
 * The board on a phone with one repair, opened by a user of `role`, its photos answered;
 * `more` answers the calls a test makes. Returns the repair's dialog.
 */
export async function openRepair(
  repair: Repair,
  role: 'owner' | 'manager' | 'caretaker',
  more: Record<string, (request: MockRequest) => Response | Promise<Response>> = {},
  language: 'en' | 'sw' = 'en',
) {
  onPhone();
  const api = mockApi({
    ...signedIn(userWithRole(role, { language })),
    'GET /api/rental/all-rentals': () =>
      json({
        rentals: [
          { rentalid: 'r-1', rentaldata: { rentalname: 'Jua Court', location: 'Kasarani' } },
        ],
      }),
    'GET /api/repairs': () => json({ repairs: [repair] }),
    [`GET /api/repairs/${repair.id}`]: () => json(repair),
    ...Object.fromEntries(
      (repair.photoids ?? []).map((id) => [
        `GET /api/repairs/${repair.id}/photos/${id}`,
        repairPicture,
      ]),
    ),
    ...more,
  });
  const view = renderApp('/repairs');
  const card = new RegExp(`^\\S.* ${repair.reference}`);
  await view.user.click(await screen.findByRole('button', { name: card }, { timeout: 20_000 }));
  const title = `${language === 'sw' ? 'Matengenezo' : 'Repair'} ${repair.reference}`;
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...view, ...api, dialog };
}
