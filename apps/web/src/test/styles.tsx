import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The declarations that tests and components read from the computed style: whether an element
 * is shown (Testing Library's roles and names, jest-dom's toBeVisible), whether it takes the
 * pointer (user-event), the colours tests check, and the sizes a chart reads to draw itself.
 * jsdom lays nothing out, so the rest (spacing, fonts, borders) changes no test, yet each rule
 * kept is matched against an element and its ancestors on every computed style.
 */
const readByTests = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content',
  'color',
  'background-color',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
]);

/**
 * Drops every other declaration, and with it each rule left empty: a screen's hundreds of MUI
 * rules become the few that hide or show something, which made the web tests about a third
 * quicker (a rendered form's computed styles were 40% of its test's time).
 */
const keepWhatTestsRead: StylisPlugin = (element) => {
  if (element.type === 'decl' && !readByTests.has(element.props as string)) {
    element.value = '';
    element.return = '';
  }
};

/**
 * The styles the rendered screens insert (MUI's, through emotion). jsdom matches every style
 * rule of the page against an element for each getComputedStyle, which Testing Library and
 * user-event call for nearly every query and click: rules left by the screens before make
 * every later one slower. test/setup.ts removes them after each test.
 */
const styleCache = createCache({ key: 'css', stylisPlugins: [keepWhatTestsRead] });

export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={styleCache}>{children}</CacheProvider>;
}

/** Removes the styles inserted so far; a screen rendered next inserts its own again. */
export function removeStyles() {
  styleCache.sheet.flush();
  for (const name of Object.keys(styleCache.inserted)) delete styleCache.inserted[name];
}
