import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import { SHOWCASES } from '../content';
import { Section } from './Section';
import { DrillDownVisual, NotesVisual, ParentAsinVisual, SummariesVisual } from './ShowcaseVisuals';

const VISUALS: ComponentType[] = [SummariesVisual, DrillDownVisual, ParentAsinVisual, NotesVisual];

/** Four feature showcases; text and picture swap sides from one to the next on wide screens. */
export function Showcases() {
  return (
    <Section id="showcases" eyebrow="Inside the audit" title="What you see after one upload" tinted>
      <Stack spacing={{ xs: 8, md: 12 }}>
        {SHOWCASES.map((showcase, index) => {
          const Visual = VISUALS[index];
          const textFirst = index % 2 === 0;
          return (
            <Box
              key={showcase.title}
              component="article"
              aria-labelledby={`showcase-${index}-title`}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 4, md: 8 }, alignItems: 'center' }}
            >
              <Box sx={{ order: { xs: 0, md: textFirst ? 0 : 1 } }}>
                <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>{showcase.eyebrow}</Typography>
                <Typography id={`showcase-${index}-title`} variant="h4" component="h3" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
                  {showcase.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2.5 }}>{showcase.body}</Typography>
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {showcase.points.map((point) => (
                    <Stack component="li" key={point} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                      <CheckRoundedIcon fontSize="small" color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
                      <Typography>{point}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </Box>
              <Box sx={{ order: { xs: 1, md: textFirst ? 1 : 0 }, minWidth: 0 }}>
                <Visual />
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}
