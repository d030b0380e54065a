import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/layout/PageTitle';
import { TOP_BAR_HEIGHT } from '../../../components/layout/TopBar';

export type LegalSection = { id: string; title: string; body: ReactNode };

type Props = { title: string; effectiveDate: string; intro: ReactNode; sections: LegalSection[] };

/** A legal page: title, effective date, a table of contents and numbered sections. */
export function LegalDocument({ title, effectiveDate, intro, sections }: Props) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle title={title} />
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 42 } }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>Effective {effectiveDate}</Typography>
      <Box sx={{ fontSize: 17, '& p': { mt: 0, mb: 2 } }}>{intro}</Box>

      <Card component="nav" aria-labelledby="legal-contents-title" sx={{ my: 4, borderRadius: 3 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography id="legal-contents-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4, '& li': { mb: 0.75, breakInside: 'avoid' } }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.title}</Link>
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>

      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{
            scrollMarginTop: TOP_BAR_HEIGHT + 16,
            mb: 4,
            '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 },
            '& ul': { mt: 0, mb: 1.5, pl: 3 },
            '& li': { mb: 0.75, lineHeight: 1.7 },
          }}
        >
          <Typography id={`${section.id}-title`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {index + 1}. {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Container>
  );
}
