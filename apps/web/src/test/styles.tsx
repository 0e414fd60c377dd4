import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The styles the rendered screens insert (MUI's, through emotion). jsdom matches every style
 * rule of the page against an element for each getComputedStyle, which Testing Library and
 * user-event call for nearly every query and click: rules left by the screens before make
 * every later one slower. test/setup.ts removes them after each test.
 */
const styleCache = createCache({ key: 'css' });

export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={styleCache}>{children}</CacheProvider>;
}

/** Removes the styles inserted so far; a screen rendered next inserts its own again. */
export function removeStyles() {
  styleCache.sheet.flush();
  for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];
}
