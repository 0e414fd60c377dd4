import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, mockApi, signedIn } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { ExportButtons } from './export-buttons';

const recorded = (requests: { path: string; method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/activity/exports');

describe('export buttons', () => {
  it('report each export (what, format, rows) so the activity log shows it', async () => {
    const { requests } = mockApi({
      ...signedIn(),
      'POST /api/activity/exports': () => new Response(null, { status: 204 }),
    });
    const onCsv = vi.fn(() => 3);
    const onPdf = vi.fn(async () => 7);
    const { user } = renderWithProviders(
      <ExportButtons onCsv={onCsv} onPdf={onPdf} record={{ what: 'tenants' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(recorded(requests)).toHaveLength(2));
    expect(recorded(requests).map((r) => r.body)).toEqual([
      { what: 'tenants', format: 'csv', count: 3 },
      { what: 'tenants', format: 'pdf', count: 7 },
    ]);
    expect(requests[0]?.headers.get('x-auth-token')).toBe('test-token');
  });

  it('never hold the download up: a slow or failed report is not shown', async () => {
    const slow = deferred<Response>();
    let calls = 0;
    const { requests } = mockApi({
      ...signedIn(),
      'POST /api/activity/exports': () =>
        ++calls === 1 ? slow.promise : apiError(500, 'internal', 'Something broke'),
    });
    const onCsv = vi.fn(() => 2);
    const { user } = renderWithProviders(
      <ExportButtons onCsv={onCsv} onPdf={() => 0} record={{ what: 'readings' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    // The report is still on its way; the buttons are free again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(onCsv).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(recorded(requests)).toHaveLength(2));
    slow.resolve(new Response(null, { status: 204 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('report nothing when the file could not be made', async () => {
    const { requests } = mockApi(signedIn());
    const { user } = renderWithProviders(
      <ExportButtons
        onCsv={() => {
          throw new Error('no');
        }}
        onPdf={() => 0}
        record={{ what: 'messages' }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(recorded(requests)).toEqual([]);
  });
});
