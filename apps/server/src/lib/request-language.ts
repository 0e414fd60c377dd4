import { languages, type Language } from '@rental/shared/enums';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an `Accept-Language` header: the supported language the client prefers
 * most ("sw-KE,sw;q=0.9,en;q=0.8" → sw; "fr-FR,sw;q=0.5" → sw; "fr" or none → en). Ties keep
 * the header's order; q=0 means "not this one".
 */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...options] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const language = languages.find((candidate) => candidate === primary);
    if (!language) continue;
    const qOption = options.map((option) => option.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

/**
 * The language to answer a request in: the signed-in user's setting, else what the client
 * accepts. Only guarded routes know their user (`requireSession` runs first); sign-in, sign-up
 * and the public routes go by the header.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return request.session?.user.language ?? acceptedLanguage(header);
}
