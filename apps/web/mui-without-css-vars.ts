import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stub = fileURLToPath(new URL('src/lib/mui-css-vars-left-out.ts', import.meta.url));

/**
 * MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme (the color-scheme
 * provider, the script that picks a scheme before paint, the variables' generator) whether a
 * theme uses it or not: some 5 KB gzipped of the first screen's script that the app's theme,
 * with one palette and no `cssVariables`, never runs (issue 33: 150 KB on a slow phone). The
 * build resolves those two modules, for MUI's own imports, to a stub that throws if called.
 * So too `enhanceHighContrast`, which `@mui/material/styles` re-exports and nothing calls:
 * the bundle kept it, and the fifteen components' class lists it imports (Autocomplete,
 * Slider, Accordion...), about 4 KB of the first screen (decision 0070).
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
      return /^\.\/(createThemeWithVars|ThemeProviderWithVars|enhanceHighContrast)\.mjs$/.test(
        source,
      )
        ? stub
        : null;
    },
  };
}
