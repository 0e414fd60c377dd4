import { apiErrorBodySchema } from '@rental/shared/api-error';
import { ApiError } from '../../../lib/api-client';
import { clearToken, getToken } from '../../../lib/auth-token';

/** Where an upload is: sending the file (with a fraction sent), or the server checking it. */
export type UploadProgress = { stage: 'uploading'; fraction: number } | { stage: 'processing' };

const timeoutMs = 120_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs a CSV file as text/csv and resolves with the JSON answer. XMLHttpRequest rather than
 * fetch because only it reports upload progress, which a 2 MB file on a phone connection needs.
 * Failures are ApiErrors, like every other call.
 */
export function uploadCsv<T>(
  path: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('x-auth-token', token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.({ stage: 'uploading', fraction: event.loaded / event.total });
      }
    };
    xhr.upload.onload = () => onProgress?.({ stage: 'processing' });
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && token) clearToken();
      const parsed = apiErrorBodySchema.safeParse(data);
      reject(
        parsed.success
          ? new ApiError(
              xhr.status,
              parsed.data.error.code,
              parsed.data.error.message,
              parsed.data.error.fields,
            )
          : new ApiError(
              xhr.status,
              'unexpected_response',
              `The server answered with an error (${xhr.status}). Try again.`,
            ),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network',
          'Could not reach the server. Check your connection and try again.',
        ),
      );
    xhr.ontimeout = () =>
      reject(new ApiError(0, 'timeout', 'The server took too long to answer. Try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    onProgress?.({ stage: 'uploading', fraction: 0 });
    xhr.send(file);
  });
}
