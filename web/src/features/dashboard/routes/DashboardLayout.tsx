import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DashboardNav } from '../components/DashboardNav';
import { useNavCollapsed } from '../components/use-nav-collapsed';
import { PageTitle } from '../../../components/layout/PageTitle';
import { AccountSwitcher, CurrentAccountProvider } from '../../accounts';

export function DashboardLayout() {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [collapsed, toggle] = useNavCollapsed(small);
  return (
    <CurrentAccountProvider>
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <PageTitle title="Dashboard" />
        <DashboardNav collapsed={collapsed} onToggle={toggle} />
        <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          {/* The dashboard header: the ad account every dashboard page shows. */}
          <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2, '&:empty': { display: 'none' } }}>
            <AccountSwitcher />
          </Box>
          <Outlet />
        </Box>
      </Box>
    </CurrentAccountProvider>
  );
}
