import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, testUser, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const sunrise = {
  rentalid: 'r-1',
  rentaldata: { rentalname: 'Sunrise', rentallocation: 'Kasarani' },
  summary: { roomtypes: 0, units: 0, occupiedunits: 0, tenants: 0 },
};

/** A server that keeps the later step, as the contract says. */
function progressApi(initial: string) {
  const order = ['rentals', 'rooms', 'tenants', 'collect_rent', 'invoices', 'subscription', 'done'];
  let step = initial;
  return {
    'GET /api/onboarding/progress': () => json({ step }),
    'PUT /api/onboarding/progress': (request: MockRequest) => {
      const sent = (request.body as { step: string }).step;
      if (order.indexOf(sent) > order.indexOf(step)) step = sent;
      return json({ step });
    },
  };
}

describe('onboarding frame', () => {
  it('resumes at the stored step when /register-rentals is opened', async () => {
    mockApi({ ...signedIn(), ...progressApi('invoices') });
    const { router } = renderApp('/register-rentals');
    expect(await screen.findByRole('heading', { name: 'Schedule your invoices' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-invoices');
    expect(screen.getByText('Step 5 of 6: Invoices')).toBeInTheDocument();
  });

  it('sends a finished user from /register-rentals to the dashboard', async () => {
    mockApi({ ...signedIn(), ...progressApi('done') });
    const { router } = renderApp('/register-rentals');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('resumes after sign-in, which lands on /dashboard', async () => {
    mockApi({
      ...progressApi('rooms'),
      'POST /api/auth/login': () => json({ token: 't-1', user: testUser }),
      'GET /api/rental/all-rentals': () => json({ rentals: [sunrise] }),
      'GET /api/rental/room-type': () => json({ rooms: [] }),
    });
    const { user, router } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Phone Number'), '0712345678');
    await user.type(screen.getByLabelText('Pin'), '1234');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('heading', { name: 'Add room types' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-rooms');
  });

  it('leaves a user at step one on the dashboard', async () => {
    mockApi({ ...signedIn(), ...progressApi('rentals') });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.location.pathname).toBe('/dashboard');
  });

  it('NEXT saves the progress and goes on; the stepper goes back without bouncing', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      ...progressApi('rentals'),
      'GET /api/rental/all-rentals': () => json({ rentals: [sunrise] }),
      'GET /api/rental/room-type': () => json({ rooms: [] }),
    });
    const { user, router } = renderApp('/register-rentals');
    const added = await screen.findByRole('region', { name: 'Added so far' });
    expect(await within(added).findByText('Sunrise')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'Add room types' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-rooms');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ step: 'rooms' });

    const steps = screen.getByRole('navigation', { name: 'Setup steps' });
    await user.click(within(steps).getByRole('link', { name: 'Rentals' }));
    expect(await screen.findByRole('heading', { name: 'Add your rentals' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-rentals');
  });

  it('asks for a rental before going on', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      ...progressApi('rentals'),
      'GET /api/rental/all-rentals': () => json({ rentals: [] }),
    });
    const { user, router } = renderApp('/register-rentals');
    expect(await screen.findByText('No rentals added yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add at least one rental to continue.',
    );
    expect(router.location.pathname).toBe('/register-rentals');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('the last step finishes onboarding and opens the dashboard', async () => {
    const { requests } = mockApi({ ...signedIn(), ...progressApi('subscription') });
    const { user, router } = renderApp('/register-subscription');
    await user.click(await screen.findByRole('button', { name: 'GO TO DASHBOARD' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.location.pathname).toBe('/dashboard');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ step: 'done' });
  });
});
