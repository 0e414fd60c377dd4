import { vi } from 'vitest';

export interface FakeUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = { status: number; body: unknown };

/** jsdom's Blob has no text(): read it the old way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}

/**
 * Replaces XMLHttpRequest (the CSV uploads use it for progress) with handlers keyed
 * 'METHOD /path'. Each send reports half, then all of the file sent, then awaits the answer.
 */
export function mockXhr(
  handlers: Record<string, (upload: FakeUpload) => Answer | Promise<Answer>>,
) {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private method = 'GET';
    private path = '';
    private headers: Record<string, string> = {};

    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      void (async () => {
        const text = await readText(body);
        const upload = { method: this.method, path: this.path, headers: this.headers, body: text };
        uploads.push(upload);
        const total = text.length;
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: total / 2,
          total,
        } as ProgressEvent);
        await new Promise((resolve) => setTimeout(resolve, 0));
        this.upload.onload?.();
        const handler = handlers[`${this.method} ${this.path}`];
        const answer = handler
          ? await handler(upload)
          : { status: 404, body: { error: { code: 'not_found', message: 'No handler' } } };
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}
