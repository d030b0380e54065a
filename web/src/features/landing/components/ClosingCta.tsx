import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import { CLOSING } from '../content';

export function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="closing-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            borderRadius: 4,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            color: 'primary.contrastText',
            background: 'linear-gradient(135deg, #1E3A8A 0%, #1D4ED8 55%, #7C3AED 100%)',
          }}
        >
          <Typography id="closing-title" variant="h3" component="h2" sx={{ fontSize: { xs: 28, md: 36 } }}>
            {CLOSING.title}
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, opacity: 0.9, fontSize: { xs: 16, md: 18 } }}>{CLOSING.body}</Typography>
          <Button
            component={RouterLink}
            to="/signup"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<CloudUploadRoundedIcon />}
            sx={{ px: 4, py: 1.5, '&:focus-visible': { outlineColor: '#FFFFFF' } }}
          >
            Sign Up and Upload a File
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
