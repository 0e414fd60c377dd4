import { defaultLeaseTemplates } from '@rental/shared/lease-template-defaults';
import type { LeaseTemplates } from '@rental/shared/schemas/lease-templates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const defaults: LeaseTemplates = {
  templates: (['en', 'sw'] as const).map((language) => ({
    language,
    ...defaultLeaseTemplates[language],
    custom: false,
    updatedby: null,
    updatedat: null,
  })),
};

function open(extra: Parameters<typeof mockApi>[0] = {}, user = userWithRole('owner')) {
  const api = mockApi({
    ...signedIn(user),
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/lease-templates': () => json(defaults),
    ...extra,
  });
  return { ...renderApp('/settings?tab=lease'), ...api };
}

const leaseField = () =>
  screen.findByRole('textbox', { name: 'Lease (English)' }, { timeout: 20_000 });

describe('Settings → Lease template', () => {
  it('edits the English lease, warns of words it cannot fill in, previews and saves', async () => {
    const { user, requests } = open({
      'PUT /api/lease-templates/en': (request) => {
        const body = request.body as { body: string; houserules: string };
        return json({
          templates: [
            {
              language: 'en',
              ...body,
              custom: true,
              updatedby: 'Amina Otieno',
              updatedat: '2026-03-02T06:00:00.000Z',
            },
            defaults.templates[1],
          ],
        });
      },
    });
    const lease = await leaseField();
    expect(lease).toHaveValue(defaultLeaseTemplates.en.body);
    expect(screen.getByText('This is the default lease: edit it to make it yours.')).toBeVisible();
    expect(screen.getByText(/\{rent\} → KES 15,000 \(the rent a month\)/)).toBeVisible();

    await user.clear(lease);
    await user.click(lease);
    await user.paste('## Agreement\nHouse {housenumber} is let to {tenantnme}.\n{houserules}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The lease cannot fill in {tenantnme}: correct it or remove it before saving.',
    );
    await user.clear(lease);
    await user.paste('## Agreement\nHouse {housenumber} is let to {tenantname}.\n{houserules}');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', {
      name: 'Preview of the lease for a sample tenant',
    });
    expect(preview).toHaveTextContent('House A2 is let to Amina Otieno.');
    expect(preview).toHaveTextContent('No pets without the landlord');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('The English lease is saved')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      body: '## Agreement\nHouse {housenumber} is let to {tenantname}.\n{houserules}',
      houserules: defaultLeaseTemplates.en.houserules,
    });
    expect(await screen.findByText(/Last saved by Amina Otieno on/)).toBeVisible();
  });

  it('brings the default back, edits the Kiswahili lease and shows a refusal under its field', async () => {
    const { user } = open({
      'PUT /api/lease-templates/sw': () =>
        apiError(400, 'validation', 'Mkataba hauwezi kujaza {rules}.', {
          houserules: 'Mkataba hauwezi kujaza {rules}.',
        }),
    });
    const lease = await leaseField();
    await user.clear(lease);
    await user.paste('Short lease');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(lease).toHaveValue(defaultLeaseTemplates.en.body);

    await user.click(screen.getByRole('button', { name: 'Kiswahili' }));
    const swahili = await screen.findByRole('textbox', { name: 'Lease (Kiswahili)' });
    expect(swahili).toHaveValue(defaultLeaseTemplates.sw.body);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const rules = screen.getByRole('textbox', { name: 'House rules' });
    await waitFor(() =>
      expect(rules).toHaveAccessibleDescription(/Mkataba hauwezi kujaza \{rules\}/),
    );
  });

  it('lets a manager edit it, as every settings screen', async () => {
    open({}, userWithRole('manager'));
    expect(await leaseField()).toBeEnabled();
  });

  it('tells an accountant the screen is not for them, without asking for the lease', async () => {
    const { requests } = open({}, userWithRole('accountant'));
    expect(
      await screen.findByRole('heading', { name: 'Not for your role' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(requests.some((request) => request.path === '/api/lease-templates')).toBe(false);
  });
});
