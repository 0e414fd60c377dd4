import type { Repair } from '@rental/shared/schemas/repairs';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/mock-api';
import { openRepair, repairOf, repairPicture as picture } from '../../../test/repairs';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('/repairs, photos added by the team', () => {
  it('checks the photo before sending, then sends it as multipart and shows it', async () => {
    const leak = repairOf('1001', { photos: 1, photoids: ['p-1'] });
    const withTwo = { ...leak, photos: 2, photoids: ['p-1', 'p-2'] } satisfies Repair;
    const { user, dialog, fetchMock } = await openRepair(leak, 'caretaker', {
      'POST /api/repairs/1001/photos': () => json(withTwo, 201),
      'GET /api/repairs/1001/photos/p-2': picture,
    });
    const input = within(dialog).getByLabelText('ADD PHOTO');
    // A phone's chooser may offer any file: the check, not the accept list, refuses it.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'lease.pdf is not a picture: choose a JPEG, PNG or WebP photo.',
    );
    await user.upload(input, new File([], 'empty.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'empty.png is empty: choose the photo again.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'big.jpg is bigger than 5 MB: choose a smaller photo.',
    );
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toEqual([]);

    await user.upload(input, new File([pngBytes], 'tap.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Photo added')).toBeInTheDocument();
    const [[path, init]] = posts() as [[string, RequestInit]];
    expect(path).toBe('/api/repairs/1001/photos');
    const photo = (init.body as FormData).get('photo');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('tap.png');
    expect(
      await within(dialog).findByRole('img', { name: 'Photo 2 of the repair R-1001' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says the server’s refusal under the button, which can be used again', async () => {
    const leak = repairOf('1001', { photos: 2, photoids: ['p-1', 'p-2'] });
    const { user, dialog } = await openRepair(leak, 'owner', {
      'POST /api/repairs/1001/photos': () =>
        apiError(409, 'conflict', 'At most 3 photos', { photo: 'At most 3 photos' }),
    });
    await user.upload(
      within(dialog).getByLabelText('ADD PHOTO'),
      new File([pngBytes], 'tap.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('At most 3 photos');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'ADD PHOTO' })).toBeEnabled(),
    );
  });

  it('has no Add photo once there are 3, and says why', async () => {
    const full = repairOf('1002', { photos: 3, photoids: ['p-1', 'p-2', 'p-3'] });
    const { dialog } = await openRepair(full, 'owner');
    expect(
      await within(dialog).findByText('This repair has 3 photos, as many as it can have.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ADD PHOTO' })).toBeNull();
  });
});
