import { createTheme } from '@mui/material/styles';

/**
 * Colours meet WCAG AA (4.5:1) for text on white and on the page background: MUI's default
 * orange (#ed6c02, 3.1:1) and blue (#0288d1, 3.9:1) do not, and they carry status chips,
 * warnings and buttons such as End tenancy. Text on them is white.
 */
const base = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#f9a825' },
    warning: { main: '#a84300', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    background: { default: '#f5f7f5' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

/** A phone-sized screen, where a finger presses: below MUI's sm breakpoint. */
const phone = base.breakpoints.down('sm');
/** The smallest thing a finger can press reliably (WCAG 2.5.5, Apple and Material guidance). */
const tapTarget = 44;

export const theme = createTheme(base, {
  components: {
    // On a phone every button, icon button and pressable chip is at least 44 × 44 px, however
    // small it is drawn on a desktop (size="small" icon buttons are 34 px there).
    MuiIconButton: {
      styleOverrides: { root: { [phone]: { minWidth: tapTarget, minHeight: tapTarget } } },
    },
    MuiButton: {
      styleOverrides: { root: { [phone]: { minHeight: tapTarget } } },
    },
    // Unselected toggle buttons would use the icon grey (4.48:1 on the page background).
    MuiToggleButton: {
      styleOverrides: {
        root: { color: base.palette.text.secondary, [phone]: { minHeight: tapTarget } },
      },
    },
    MuiChip: {
      styleOverrides: {
        clickable: { [phone]: { height: tapTarget, borderRadius: tapTarget / 2 } },
      },
    },
    // A disabled field's helper text says why it is disabled ("Choose the apartment first"):
    // it must stay readable, not fade to the disabled grey (2.7:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: base.palette.text.secondary } } },
    },
  },
});
