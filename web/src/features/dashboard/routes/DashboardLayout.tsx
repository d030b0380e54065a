import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DashboardNav } from '../components/DashboardNav';
import { useNavCollapsed } from '../components/use-nav-collapsed';
import { PageTitle } from '../../../components/layout/PageTitle';
import { AccountSwitcher, CurrentAccountProvider } from '../../accounts';
import { AccountNotices } from '../../account-security';

export function DashboardLayout() {
  const theme = useTheme();
  // Read on every resize, not only at load: a narrow window always gets the 60 px navigation
  // and a phone none (the top bar's menu has the Dashboard link), whatever was chosen on a wide one.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsedByChoice, toggle] = useNavCollapsed();
  return (
    <CurrentAccountProvider>
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <PageTitle title="Dashboard" />
        {!phone && <DashboardNav collapsed={narrow || collapsedByChoice} onToggle={narrow ? undefined : toggle} />}
        <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 2, md: 4 } }}>
          {/* The dashboard header: the ad account every dashboard page shows. */}
          <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', mb: { xs: 1, md: 2 }, '&:empty': { display: 'none' } }}>
            <AccountSwitcher />
          </Box>
          <AccountNotices />
          <Outlet />
        </Box>
      </Box>
    </CurrentAccountProvider>
  );
}
