import type { RouteObject } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's chunk loads on a first visit straight to its address. */
const loadingPage = (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 10 }}>
    <CircularProgress size={24} aria-hidden />
    Loading...
  </Box>
);

/** Public pages: /pricing and the /subscription result page, each its own chunk. */
export const pricingRoutes: RouteObject[] = [
  {
    path: '/pricing',
    hydrateFallbackElement: loadingPage,
    lazy: async () => ({ Component: (await import('./PricingPage')).PricingPage }),
  },
  {
    path: '/subscription',
    hydrateFallbackElement: loadingPage,
    lazy: async () => ({ Component: (await import('./SubscriptionPage')).SubscriptionPage }),
  },
];
