import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TOP_BAR_HEIGHT } from '../../../components/layout/TopBar';

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
};

/** A landing-page band: a centred heading block above its content, labelled by its heading. */
export function Section({ id, eyebrow, title, lead, tinted, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ scrollMarginTop: TOP_BAR_HEIGHT, py: { xs: 7, md: 11 }, bgcolor: tinted ? 'background.paper' : 'transparent', borderTop: tinted ? 1 : 0, borderBottom: tinted ? 1 : 0, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
              {eyebrow}
            </Typography>
          )}
          <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ fontSize: { xs: 28, md: 38 } }}>
            {title}
          </Typography>
          {lead && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: 16, md: 18 } }}>
              {lead}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
