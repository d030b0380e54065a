import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import ImageSearchRoundedIcon from '@mui/icons-material/ImageSearchRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import type { ReactNode } from 'react';
import { NAV_WIDTH_COLLAPSED, NAV_WIDTH_EXPANDED } from './use-nav-collapsed';

type NavItem = { label: string; icon: ReactNode; to?: string };

const ITEMS: NavItem[] = [
  { label: 'Ads Auditor', icon: <AssessmentRoundedIcon />, to: '/dashboard/bulk-campaigns' },
  { label: 'Product Image AI', icon: <ImageSearchRoundedIcon /> },
  { label: 'Ad Creative Explorer', icon: <TravelExploreRoundedIcon /> },
];

/** `onToggle` absent: the width decides (a narrow window), so no toggle is offered. */
export function DashboardNav({ collapsed, onToggle }: { collapsed: boolean; onToggle?: () => void }) {
  const width = collapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH_EXPANDED;
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      data-testid="dashboard-nav"
      style={{ width }}
      sx={{
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'width 150ms ease',
        overflowX: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {onToggle && (
        <>
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            <Tooltip title={collapsed ? 'Expand navigation' : 'Collapse navigation'} placement="right">
              <IconButton onClick={onToggle} aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'} aria-expanded={!collapsed}>
                {collapsed ? <ChevronRightRoundedIcon /> : <ChevronLeftRoundedIcon />}
              </IconButton>
            </Tooltip>
          </Box>
          <Divider />
        </>
      )}
      <List sx={{ px: 1 }}>
        {ITEMS.map((item) => {
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, justifyContent: 'center' }}>{item.icon}</ListItemIcon>
              {!collapsed && (
                <ListItemText
                  primary={item.label}
                  secondary={item.to ? undefined : <Chip label="Soon" size="small" sx={{ height: 18, fontSize: 11 }} component="span" />}
                  slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } }, secondary: { component: 'span' } }}
                />
              )}
            </>
          );
          const sx = { borderRadius: 2, mb: 0.5, justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 1 : 1.5, minHeight: 44 };
          const button = item.to ? (
            <ListItemButton component={NavLink} to={item.to} aria-label={collapsed ? item.label : undefined} sx={{ ...sx, '&.active': { bgcolor: 'rgba(29,78,216,0.08)', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}>
              {content}
            </ListItemButton>
          ) : (
            <ListItemButton disabled aria-disabled="true" aria-label={collapsed ? `${item.label} (coming soon)` : undefined} sx={sx}>
              {content}
            </ListItemButton>
          );
          return (
            <Tooltip key={item.label} title={collapsed ? (item.to ? item.label : `${item.label} (coming soon)`) : ''} placement="right">
              {/* A list item (not a bare span) so the list holds only items; it also takes the tooltip's ref. */}
              <Box component="li" sx={{ display: 'block', listStyle: 'none' }}>{button}</Box>
            </Tooltip>
          );
        })}
      </List>
    </Box>
  );
}
