import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DashboardNav } from '../components/DashboardNav';
import { useNavCollapsed } from '../components/use-nav-collapsed';
import { PageTitle } from '../../../components/layout/PageTitle';

export function DashboardLayout() {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [collapsed, toggle] = useNavCollapsed(small);
  return (
    <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
      <PageTitle title="Dashboard" />
      <DashboardNav collapsed={collapsed} onToggle={toggle} />
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
