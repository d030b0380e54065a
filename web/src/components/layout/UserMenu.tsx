import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Avatar from '@mui/material/Avatar';
import Tooltip from '@mui/material/Tooltip';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import PersonAddAltRoundedIcon from '@mui/icons-material/PersonAddAltRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import type { CurrentUser } from '../../lib/auth/current-user';
import { useLogout } from '../../lib/auth/logout';
import { loginPathFor } from '../../lib/auth/next-path';

function initials(user: CurrentUser): string {
  const source = user.full_name?.trim() || user.email;
  return source.slice(0, 1).toUpperCase();
}

export function UserMenu({ user }: { user: CurrentUser | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  const logout = useLogout();
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={user ? user.email : 'Account'}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Open user menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          color="inherit"
        >
          {user ? (
            <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}>{initials(user)}</Avatar>
          ) : (
            <AccountCircleOutlinedIcon />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {user
          ? [
              <MenuItem key="account" component={RouterLink} to="/profile/details" onClick={close}>
                <ListItemIcon><PersonOutlineRoundedIcon fontSize="small" /></ListItemIcon>
                My Account
              </MenuItem>,
              <MenuItem key="articles" component={RouterLink} to="/my-articles" onClick={close}>
                <ListItemIcon><ArticleOutlinedIcon fontSize="small" /></ListItemIcon>
                My Articles
              </MenuItem>,
              <MenuItem key="subscription" component={RouterLink} to="/subscription" onClick={close}>
                <ListItemIcon><WorkspacePremiumOutlinedIcon fontSize="small" /></ListItemIcon>
                Subscription
              </MenuItem>,
              <MenuItem key="logout" disabled={logout.isPending} onClick={() => { close(); logout.mutate(); }}>
                <ListItemIcon><LogoutRoundedIcon fontSize="small" /></ListItemIcon>
                Log Out
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" component={RouterLink} to={loginPathFor(location.pathname, location.search)} onClick={close}>
                <ListItemIcon><LoginRoundedIcon fontSize="small" /></ListItemIcon>
                Log In
              </MenuItem>,
              <MenuItem key="signup" component={RouterLink} to="/signup" onClick={close}>
                <ListItemIcon><PersonAddAltRoundedIcon fontSize="small" /></ListItemIcon>
                Sign Up
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
