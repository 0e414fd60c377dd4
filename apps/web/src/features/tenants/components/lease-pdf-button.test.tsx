import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { tenant, tenantDetail } from '../testing/fixtures';
import { LeasePdfButton } from './lease-pdf-button';

const base = tenantDetail(tenant('t-1'), 15000, 0);
const swahiliTenant = { ...base, tenantdata: { ...base.tenantdata, language: 'sw' as const } };

/** The file names the app handed the browser to save, and the files. */
function capturedDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return files;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Download lease (PDF) button', () => {
  it("offers the tenant's language first and downloads the lease in the one chosen", async () => {
    const files = capturedDownloads();
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/tenant/t-1/lease.pdf?lang=en': () =>
        new Response('%PDF-1.3 lease', { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user } = renderWithProviders(<LeasePdfButton tenant={swahiliTenant} />);

    await user.click(screen.getByRole('button', { name: 'Download lease (PDF)' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual([
      "Kiswahili (the tenant's)",
      'English',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'English' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(requests.map((request) => request.path)).toContain('/api/tenant/t-1/lease.pdf?lang=en');
    expect(files[0]!.name).toMatch(/^lease-.+-en\.pdf$/);
    expect(await files[0]!.blob.text()).toBe('%PDF-1.3 lease');
  });

  it('says why when the server refuses', async () => {
    capturedDownloads();
    mockApi({
      ...signedIn(),
      'GET /api/tenant/t-1/lease.pdf?lang=sw': () =>
        apiError(409, 'conflict', "This tenant has no lease yet: set the lease's term first"),
    });
    const { user } = renderWithProviders(<LeasePdfButton tenant={swahiliTenant} />);
    await user.click(screen.getByRole('button', { name: 'Download lease (PDF)' }));
    await user.click(await screen.findByRole('menuitem', { name: "Kiswahili (the tenant's)" }));
    expect(
      await screen.findByText(/The lease could not be downloaded. This tenant has no lease yet/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download lease (PDF)' })).toBeEnabled();
  });
});
