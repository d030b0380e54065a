import { createTheme } from '@mui/material/styles';
import { compositedIndeterminateBars } from './progress-bar-motion';

const focusRing = { outline: '3px solid #F59E0B', outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1D4ED8', dark: '#1E3A8A', light: '#60A5FA', contrastText: '#FFFFFF' },
    secondary: { main: '#F59E0B', contrastText: '#111827' },
    // Darker than MUI's default orange so white text on it (chips, badges) reaches 4.5:1.
    warning: { main: '#B45309', dark: '#92400E', light: '#F59E0B', contrastText: '#FFFFFF' },
    background: { default: '#F7F8FB', paper: '#FFFFFF' },
    text: { primary: '#0F172A', secondary: '#475569' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible keyboard focus ring everywhere, on top of MUI's ripple.
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="menuitem"]:focus-visible, [tabindex]:focus-visible': focusRing,
        body: { minHeight: '100vh' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiButtonBase: { defaultProps: { focusRipple: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#E2E8F0' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiLinearProgress: { styleOverrides: { indeterminate: compositedIndeterminateBars, query: compositedIndeterminateBars } },
  },
});
