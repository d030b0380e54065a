import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { HERO } from '../content';
import { AuditPreview } from './AuditPreview';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
        background: 'radial-gradient(1200px 500px at 85% -10%, rgba(124, 58, 237, 0.12), transparent), radial-gradient(900px 500px at 0% 0%, rgba(29, 78, 216, 0.10), transparent)',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, gap: { xs: 6, md: 7 }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
              {HERO.eyebrow}
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: 34, sm: 44, md: 52 }, lineHeight: 1.1, mt: 1 }}>
              {HERO.headline}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 17, md: 19 } }}>
              {HERO.lead}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button component={RouterLink} to="/signup" variant="contained" size="large" endIcon={<ArrowForwardRoundedIcon />} sx={{ px: 3.5, py: 1.4 }}>
                Get Started Now
              </Button>
              <Button href="#how-it-works" variant="outlined" size="large" sx={{ px: 3, py: 1.4 }}>
                See how it works
              </Button>
            </Stack>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
              {HERO.points.map((point) => (
                <Stack component="li" key={point} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CheckCircleRoundedIcon fontSize="small" color="success" aria-hidden="true" />
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>{point}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          <AuditPreview />
        </Box>
      </Container>
    </Box>
  );
}
