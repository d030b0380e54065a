import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../config/product';

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={3} component="nav" aria-label="Legal and contact" useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Link component={RouterLink} to="/pricing" variant="body2" color="text.secondary">Pricing</Link>
            <Link component={RouterLink} to="/terms" variant="body2" color="text.secondary">Terms of Service</Link>
            <Link component={RouterLink} to="/privacy" variant="body2" color="text.secondary">Privacy Policy</Link>
            <Link href={`mailto:${CONTACT_EMAIL}`} variant="body2" color="text.secondary">Contact: {CONTACT_EMAIL}</Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
