import { vi } from 'vitest';

/**
 * Makes MUI's media queries answer as a phone does (below the sm breakpoint) for the rest of
 * the test (test/setup.ts unstubs it after each): jsdom has no layout, so `max-width` queries
 * match and `min-width` ones do not.
 */
export function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
