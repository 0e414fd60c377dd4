import type { TFunction } from 'i18next';

/**
 * Why KRA did not take a document, in the reader's language. The server keeps the reason as
 * "<code>: <English detail>" (modules/etims/transmission-outcome.ts and sender.ts): our own
 * codes (timeout, unreachable, http-503, bad-answer, not-initialised, no-document) or KRA's
 * three-digit result code with KRA's own message, which is shown as KRA wrote it.
 */
export function etimsErrorText(error: string, t: TFunction<'settings'>): string {
  const key = 'etims.transmissions.errors';
  const [, code = '', detail = ''] = /^([\w-]+): ?(.*)$/s.exec(error) ?? [];
  const http = /^http-(\d{3})$/.exec(code);
  if (http) return t(`${key}.http`, { status: http[1] });
  switch (code) {
    case 'not-initialised':
    case 'no-document':
    case 'timeout':
    case 'unreachable':
    case 'bad-answer':
    case '901':
    case '994':
      return t(`${key}.${code}`);
  }
  if (/^\d{3}$/.test(code)) {
    // "KRA eTIMS refused the request: 910 <KRA's message>": KRA's message alone.
    const reason = detail.replace(/^.*?refused the request: \d{3} ?/, '');
    return t(`${key}.refused`, { code, reason });
  }
  return t(`${key}.unexpected`);
}
