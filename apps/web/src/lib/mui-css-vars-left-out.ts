/**
 * Stands in, in the browser build, for MUI's CSS-variables theme code (its `createThemeWithVars`
 * and `ThemeProviderWithVars` modules) and its `enhanceHighContrast` helper; see
 * mui-without-css-vars.ts beside vite.config.ts. The app's theme (app/theme.ts) has neither
 * `cssVariables` nor `colorSchemes` and nothing calls the helper, so MUI never calls these; if
 * anything ever does, the build's pages fail at once with this message instead of styling half
 * the screens wrongly.
 */
function leftOut(): never {
  throw new Error(
    "MUI's CSS-variables theme and enhanceHighContrast are left out of the build " +
      '(apps/web/mui-without-css-vars.ts): a theme with cssVariables or colorSchemes, or a call ' +
      'of enhanceHighContrast, needs them back',
  );
}

export default leftOut;
export const createGetCssVar = leftOut;
export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
