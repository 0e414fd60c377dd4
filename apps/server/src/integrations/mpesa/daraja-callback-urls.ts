import type { DarajaEnvironment } from './daraja-client.js';

// ---------- callback URL rules ----------

const forbiddenWords = ['m-pesa', 'mpesa', 'safaricom', 'exec', 'exe', 'cmd', 'sql', 'query'];

/** The words M-PESA refuses in a callback URL, found in `url` (any casing). */
export function forbiddenUrlWords(url: string): string[] {
  const lower = url.toLowerCase();
  return forbiddenWords.filter((word) => lower.includes(word));
}

/** Problems M-PESA would have with this callback URL; empty when it is fine. */
export function callbackUrlProblems(url: string, environment: DarajaEnvironment): string[] {
  const problems: string[] = [];
  const words = forbiddenUrlWords(url);
  if (words.length > 0) problems.push(`The URL contains words M-PESA refuses: ${words.join(', ')}`);
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    problems.push('Not a valid URL');
  }
  if (parsed && environment === 'production') {
    if (parsed.protocol !== 'https:') problems.push('M-PESA requires https in production');
    if (/^(localhost|127\.|0\.0\.0\.0|\[::1\])/i.test(parsed.hostname)) {
      problems.push('M-PESA cannot reach localhost');
    }
  }
  return problems;
}
