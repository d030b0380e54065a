import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import { PRODUCT_NAME } from '../../config/product';
import { LogoMark } from './Logo';

export function MobileDrawer({ open, onClose, loggedIn }: { open: boolean; onClose: () => void; loggedIn: boolean }) {
  return (
    <Drawer open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <Box sx={{ width: 260 }} role="navigation" aria-label="Main">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, p: 2 }}>
          <LogoMark />
          <Typography variant="h6" component="span">{PRODUCT_NAME}</Typography>
        </Box>
        <List>
          <ListItemButton component={RouterLink} to="/dashboard" onClick={onClose}>
            <ListItemIcon><DashboardRoundedIcon /></ListItemIcon>
            <ListItemText primary="Dashboard" />
          </ListItemButton>
          {loggedIn && (
            <ListItemButton component={RouterLink} to="/profile/details" onClick={onClose}>
              <ListItemIcon><PersonOutlineRoundedIcon /></ListItemIcon>
              <ListItemText primary="My Account" />
            </ListItemButton>
          )}
          {loggedIn && (
            <ListItemButton component={RouterLink} to="/my-articles" onClick={onClose}>
              <ListItemIcon><ArticleOutlinedIcon /></ListItemIcon>
              <ListItemText primary="My Articles" />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
