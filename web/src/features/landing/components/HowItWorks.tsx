import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudDownloadRoundedIcon from '@mui/icons-material/CloudDownloadRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { STEPS } from '../content';
import { Section } from './Section';

const ICONS: ReactNode[] = [<CloudDownloadRoundedIcon key="download" />, <UploadFileRoundedIcon key="upload" />, <InsightsRoundedIcon key="audit" />];

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="Three steps" title="How It Works" lead="From the Amazon Ads console to a complete audit in a few minutes.">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: { xs: 4, md: 5 } }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step.title} sx={{ textAlign: { xs: 'left', md: 'center' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { md: 'center' }, gap: 2 }}>
            <Box sx={{ position: 'relative', flexShrink: 0 }}>
              <Box aria-hidden="true" sx={{ width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', '& svg': { fontSize: 30 } }}>
                {ICONS[index]}
              </Box>
              <Box sx={{ position: 'absolute', top: -4, right: -4, width: 26, height: 26, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 14, border: 2, borderColor: 'background.paper' }}>
                <span aria-hidden="true">{index + 1}</span>
              </Box>
            </Box>
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>{step.title}</Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 360, mx: { md: 'auto' } }}>{step.body}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
