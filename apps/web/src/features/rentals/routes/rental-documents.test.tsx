import type { Document } from '@rental/shared/schemas/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedIn, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { makeRental, makeRentalDetail } from '../testing/fixtures';

const jua = makeRentalDetail(makeRental('r-1', 'Jua Court'));

const inspection: Document = {
  documentid: 'd-1',
  kind: 'inspection',
  title: 'Roof check',
  contenttype: 'image/jpeg',
  size: 2.5 * 1024 * 1024,
  filename: 'Roof-check.jpg',
  createdby: 'Amina Otieno',
  createdat: '2026-03-02T07:00:00.000Z',
};

function openRental(user = userWithRole('owner'), extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(user),
    'GET /api/rental/all-rentals/r-1': () => json({ rental: jua }),
    'GET /api/rental/room-type?rentalid=r-1': () => json({ rooms: [] }),
    'GET /api/rental/all-rentals/r-1/late-fee': () =>
      json({ latefee: { enabled: false, type: 'fixed', amount: 0, gracedays: 0, sendsms: false } }),
    'GET /api/rental/r-1/documents': () => json({ documents: [inspection] }),
    ...extra,
  });
  return { ...renderApp('/rental-details/r-1'), ...api };
}

const section = () => screen.findByRole('region', { name: 'Documents' }, { timeout: 40_000 });

describe("a rental's documents", () => {
  it('lists them and uploads an inspection as multipart, offering no tenant papers', async () => {
    const { user, fetchMock } = openRental(userWithRole('owner'), {
      'POST /api/rental/r-1/documents': () => json({ document: inspection }, 201),
    });
    const region = await section();
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('Move-in inspection · Roof check');
    expect(item).toHaveTextContent('Roof-check.jpg · 2.5 MB · Added 2 Mar 2026 by Amina Otieno');

    await user.click(within(region).getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await user.click(within(dialog).getByRole('combobox', { name: 'What it is' }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Move-in inspection', 'Letter', 'Other']);
    await user.click(screen.getByRole('option', { name: 'Letter' }));
    const photo = new File(['\xff\xd8\xff'], 'notice.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Choose file'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'UPLOAD' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [path, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(path).toBe('/api/rental/r-1/documents');
    const form = init?.body as FormData;
    expect(form.get('kind')).toBe('letter');
    expect(form.get('title')).toBe('');
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('lets a caretaker open and download, but not upload or delete', async () => {
    openRental(userWithRole('caretaker'));
    const region = await section();
    await within(region).findByRole('listitem');
    expect(within(region).getByRole('button', { name: 'Download Roof check' })).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Delete Roof check' })).toBeNull();
  });

  it('downloads the file with the session token, under its own name', async () => {
    const { user, requests } = openRental(userWithRole('owner'), {
      'GET /api/documents/d-1': () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'content-type': 'image/jpeg' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:document');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    let savedAs = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs = this.download;
    });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Download Roof check' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const download = requests.find((request) => request.path === '/api/documents/d-1');
    expect(download?.headers.get('x-auth-token')).toBe('test-token');
    expect(savedAs).toBe('Roof-check.jpg');
    click.mockRestore();
  });
});
