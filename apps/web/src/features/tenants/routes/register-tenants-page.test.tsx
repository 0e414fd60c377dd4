import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { portfolioHandlers, tenant, tenantDetail } from '../testing/fixtures';

type User = ReturnType<typeof renderApp>['user'];

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('register tenants (onboarding)', () => {
  it('adds tenants one after another, lists them, and NEXT goes to collecting rent', async () => {
    const added: ReturnType<typeof tenant>[] = [];
    const { requests } = mockApi({
      ...signedIn(),
      ...portfolioHandlers,
      'GET /api/onboarding/progress': () => json({ step: 'tenants' }),
      'PUT /api/onboarding/progress': () => json({ step: 'collect_rent' }),
      'GET /api/tenant/all-tenants?status=current': () => json({ tenants: added }),
      'POST /api/tenant/new-tenant': (request) => {
        const body = request.body as { firstname: string; lastname: string; housenumber: string };
        const saved = tenant(`t-${added.length + 1}`, body);
        added.unshift(saved);
        return json({ tenant: tenantDetail(saved) }, 201);
      },
    });
    const { user, router } = renderApp('/register-tenants');
    expect(await screen.findByRole('heading', { name: 'Add your tenants' })).toBeInTheDocument();
    expect(await screen.findByText('No tenants added')).toBeInTheDocument();

    // The list can show before the form beside it has rendered: wait for the form's field.
    await user.type(await screen.findByLabelText('First Name'), 'Brian');
    await user.type(screen.getByLabelText('Last Name'), 'Kamau');
    await user.type(screen.getByLabelText('Phone Number'), '0722000111');
    await choose(user, 'Apartment', 'Sunrise Court');
    await choose(user, 'Room Type', /One Bedroom/);
    await user.type(screen.getByLabelText('House Number'), 'A2');
    await user.type(screen.getByLabelText('Meter Number'), 'M-002');
    await user.click(screen.getByRole('button', { name: 'ADD TENANT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant saved');
    const list = await screen.findByRole('list', { name: 'Tenants added' });
    expect(await within(list).findByText('Brian Kamau')).toBeInTheDocument();
    // Ready for the next tenant of the same building.
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('House Number')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Apartment' })).toHaveTextContent('Sunrise Court');
    expect(screen.getByRole('combobox', { name: 'Room Type' })).toHaveTextContent('One Bedroom');

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/register-collect-rent'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      step: 'collect_rent',
    });
  });
});
