import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../components/layout/PageTitle';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageTitle title="Page not found" />
      <Typography variant="h3" component="h1" gutterBottom>Page not found</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>The page you asked for does not exist or has moved.</Typography>
      <Button component={RouterLink} to="/" variant="contained">Back to Home</Button>
    </Container>
  );
}
