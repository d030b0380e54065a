import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { PRODUCT_NAME } from '../../config/product';
import { useCurrentUser } from '../../lib/auth/current-user';
import { LogoMark } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { TypingTagline } from './TypingTagline';
import { UserMenu } from './UserMenu';

export const TOP_BAR_HEIGHT = 64;

export function TopBar() {
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      // MUI's app-bar layer (below drawers and dialogs): a side drawer such as the notes drawer
      // or the phone navigation covers the bar, so its own title and Close button stay in view.
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuRoundedIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none', borderRadius: 1, fontWeight: 800, fontSize: 20 }}
        >
          <LogoMark />
          <TypingTagline text={PRODUCT_NAME} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to="/dashboard"
          startIcon={<DashboardRoundedIcon />}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          Dashboard
        </Button>
        <UserMenu user={user} />
      </Toolbar>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} loggedIn={user !== null} />
    </AppBar>
  );
}
