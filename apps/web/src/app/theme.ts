import { createTheme } from '@mui/material/styles';

const base = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#f9a825' },
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
    MuiToggleButton: {
      styleOverrides: { root: { [phone]: { minHeight: tapTarget } } },
    },
    MuiChip: {
      styleOverrides: {
        clickable: { [phone]: { height: tapTarget, borderRadius: tapTarget / 2 } },
      },
    },
  },
});
