import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { FEATURES } from '../content';
import { Section } from './Section';

const ICONS: Record<string, ReactNode> = {
  'Blazing Fast': <BoltRoundedIcon />,
  'Complete Visibility': <VisibilityRoundedIcon />,
  'No API Required': <LinkOffRoundedIcon />,
  'Inline Notes': <EditNoteRoundedIcon />,
};

export function FeatureCards() {
  return (
    <Section
      id="features"
      eyebrow="Why Ads Auditor"
      title="Everything you need for a first-pass audit"
      lead="Built for Amazon ad managers, sellers, vendors and agencies who want answers from the data they already have."
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 3 }}>
        {FEATURES.map((feature) => (
          <Card key={feature.title} component="article" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Box aria-hidden="true" sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(29,78,216,0.08)', color: 'primary.main', mb: 2 }}>
                {ICONS[feature.title]}
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>{feature.title}</Typography>
              <Typography variant="body2" color="text.secondary">{feature.body}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
