import { createTheme } from '@mui/material/styles';

/**
 * Colours meet WCAG AA (4.5:1) for text on white and on the page background: MUI's default
 * orange (#ed6c02, 3.1:1) and blue (#0288d1, 3.9:1) do not, and they carry status chips,
 * warnings and buttons such as End tenancy. Text on them is white.
 */
export const theme = createTheme({
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
  components: {
    // A disabled field's helper text says why it is disabled ("Choose the apartment first"):
    // it must stay readable, not fade to the disabled grey (2.7:1).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    // Unselected toggle buttons use the icon grey (4.48:1 on the page background).
    MuiToggleButton: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
  },
});
