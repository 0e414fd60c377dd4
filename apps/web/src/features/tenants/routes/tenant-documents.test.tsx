import { permissionsOf } from '@rental/shared/permissions';
import type { Document } from '@rental/shared/schemas/documents';
import type { CurrentUser } from '@rental/shared/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import {
  portfolioHandlers,
  statementOf,
  tenant,
  tenantDetail,
  tenantDetailsHandlers,
} from '../testing/fixtures';

const amina = tenantDetail(tenant('t-1'), 15000, 0);

function document(id: string, kind: Document['kind'], title = ''): Document {
  return {
    documentid: id,
    kind,
    title,
    contenttype: 'application/pdf',
    size: 250 * 1024,
    filename: `${title || kind}.pdf`,
    createdby: 'Amina Otieno',
    createdat: '2026-03-02T07:00:00.000Z',
  };
}

const lease = document('d-1', 'lease', 'Lease 2026');
const inspection = document('d-2', 'inspection');

function openTenant(
  user: CurrentUser = userWithRole('owner'),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    ...signedIn(user),
    ...portfolioHandlers,
    'GET /api/tenant/all-tenants/t-1': () => json({ tenant: amina }),
    'GET /api/tenant/all-tenants/t-1/statement': () => json(statementOf(amina)),
    ...tenantDetailsHandlers('t-1'),
    'GET /api/tenant/t-1/documents': () => json({ documents: [lease, inspection] }),
    ...extra,
  });
  return { ...renderApp('/tenant-details/t-1'), ...api };
}

const section = (name = 'Documents') => screen.findByRole('region', { name }, { timeout: 40_000 });

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await section()).getByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Upload a document' });
}

describe("a tenant's documents", () => {
  it('lists each with its kind, title, file, size and who added it when', async () => {
    openTenant();
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Signed lease · Lease 2026');
    expect(items[0]).toHaveTextContent(
      'Lease 2026.pdf · 250 KB · Added 2 Mar 2026 by Amina Otieno',
    );
    expect(items[1]).toHaveTextContent('Move-in inspection');
    expect(within(region).getByRole('button', { name: 'Download Lease 2026' })).toBeVisible();
  });

  it('words the kinds in Kiswahili for a reader of Kiswahili', async () => {
    openTenant(userWithRole('owner', { language: 'sw' }));
    const region = await section('Hati');
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mkataba uliosainiwa · Lease 2026');
    expect(items[0]).toHaveTextContent('KB 250 · Imeongezwa 2 Mac 2026 na Amina Otieno');
    expect(items[1]).toHaveTextContent('Ukaguzi wa kuhamia');
  });

  it('uploads the file as multipart with its kind and title, then lists it', async () => {
    const idCopy = document('d-3', 'id_copy', 'National ID');
    let listed = [lease];
    const { user, fetchMock } = openTenant(userWithRole('owner'), {
      'GET /api/tenant/t-1/documents': () => json({ documents: listed }),
      'POST /api/tenant/t-1/documents': () => {
        listed = [idCopy, lease];
        return json({ document: idCopy }, 201);
      },
    });
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'What it is' }));
    await user.click(screen.getByRole('option', { name: 'ID copy' }));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'National ID');
    const scan = new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Choose file'), scan);
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('kind')).toBe('id_copy');
    expect(form.get('title')).toBe('National ID');
    expect((form.get('file') as File).name).toBe('id.pdf');
    expect(await within(await section()).findByText('ID copy · National ID')).toBeVisible();
  });

  it('refuses a file of another type or over 5 MB before sending, and shows the server’s refusal', async () => {
    const { user, requests } = openTenant(userWithRole('owner'), {
      'POST /api/tenant/t-1/documents': () =>
        apiError(400, 'validation', 'A document must be a PDF, or a JPEG, PNG or WebP picture', {
          file: 'A document must be a PDF, or a JPEG, PNG or WebP picture',
        }),
    });
    const dialog = await openUpload(user);
    // Nothing chosen: the kind and the file are both asked for, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(await within(dialog).findByText('Please choose what the document is')).toBeVisible();
    expect(within(dialog).getByText('Please choose the file: a PDF or a picture')).toBeVisible();

    const input = within(dialog).getByLabelText('Choose file');
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(
      within(dialog).getByText('A document must be a PDF, or a JPEG, PNG or WebP picture'),
    ).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, big);
    expect(within(dialog).getByText('A document can be at most 5 MB')).toBeVisible();
    expect(within(dialog).getByText('No file chosen yet.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    // A picture whose bytes are not one: the server says so, beside the file.
    await user.click(within(dialog).getByRole('combobox', { name: 'What it is' }));
    await user.click(screen.getByRole('option', { name: 'Letter' }));
    await user.upload(input, new File(['not a png'], 'letter.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));
    expect(
      await within(dialog).findByText('A document must be a PDF, or a JPEG, PNG or WebP picture'),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });

  it('offers ID copies to the owner', async () => {
    const { user } = openTenant(userWithRole('owner'));
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'What it is' }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Signed lease', 'ID copy', 'Move-in inspection', 'Letter', 'Other']);
  });

  it('offers no ID copy to one who may not hold them', async () => {
    // One who may change tenants but not hold ID copies.
    const permissions = permissionsOf('owner').filter((p) => p !== 'documents.identity');
    const { user } = openTenant(userWithRole('owner', { permissions }));
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'What it is' }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Signed lease', 'Move-in inspection', 'Letter', 'Other']);
  });

  it('shows an accountant the documents with no Upload or Delete, and a caretaker none', async () => {
    openTenant(userWithRole('accountant'));
    const region = await section();
    await within(region).findAllByRole('listitem');
    expect(within(region).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Open Lease 2026' })).toBeVisible();
  });

  it('keeps a caretaker out of the documents', async () => {
    const { requests } = openTenant(userWithRole('caretaker'));
    expect(await screen.findByRole('heading', { name: 'Amina Otieno' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(requests.some((request) => request.path.endsWith('/documents'))).toBe(false);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    let listed = [lease, inspection];
    const { user, requests } = openTenant(userWithRole('owner'), {
      'GET /api/tenant/t-1/documents': () => json({ documents: listed }),
      'DELETE /api/documents/d-1': () => {
        listed = [inspection];
        return new Response(null, { status: 204 });
      },
    });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Delete Lease 2026' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Lease 2026?' });
    await user.click(within(confirm).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Delete Lease 2026' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Lease 2026?' });
    await user.click(within(confirm).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Document deleted.')).toBeVisible();
  });
});
