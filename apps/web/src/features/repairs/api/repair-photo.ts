import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

/** GET /api/repairs/{id}/photos/{photoid}: the picture, fetched with the session's token. */
export function getRepairPhoto(repairId: string, photoId: string, signal?: AbortSignal) {
  return apiDownload(
    `/api/repairs/${encodeURIComponent(repairId)}/photos/${encodeURIComponent(photoId)}`,
    signal,
  );
}

/** The picture as a data: URL, its bytes base64 in slices (a 5 MB spread would overflow). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return `data:${blob.type || 'image/jpeg'};base64,${btoa(binary)}`;
}

/**
 * A photo as a data: URL an <img> can show: the photo route needs the token header, which an
 * <img src> cannot send. A data: URL has no object URL to let go of (at most 3 photos of 5 MB).
 */
export function useRepairPhotoUrl(repairId: string, photoId: string) {
  const photo = useQuery({
    queryKey: repairKeys.photo(repairId, photoId),
    queryFn: async ({ signal }) => dataUrlOf(await getRepairPhoto(repairId, photoId, signal)),
    // The bytes never change: one download while the board is open.
    staleTime: Infinity,
  });
  return { url: photo.data, isError: photo.isError };
}
