import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Footer } from './Footer';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1, '&:focus': { top: 8 } }}
      >
        Skip to content
      </Link>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, pt: `${TOP_BAR_HEIGHT}px`, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
