import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { BoundKey } from '@ads-auditor/audit';
import { countActiveIn, type FILTER_SECTIONS } from './filter-fields';
import { useFilterEditor } from './filter-editor';

type SectionSpec = (typeof FILTER_SECTIONS)[number];

/**
 * One collapsible section. Its summary tells how many of its fields are set and whether one
 * is invalid, so a closed section never hides why Apply is blocked.
 */
export function FilterSection({ spec, defaultExpanded, children }: {
  spec: SectionSpec;
  defaultExpanded: boolean;
  children: ReactNode;
}) {
  const { edited, errors } = useFilterEditor();
  const count = countActiveIn(edited, spec.keys);
  const errorCount = spec.keys.filter((key) => errors.has(key as BoundKey)).length;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`filters-${spec.id}-header`} aria-controls={`filters-${spec.id}-content`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {spec.title}
          </Typography>
          {count > 0 && <Chip size="small" label={`${count} set`} />}
          {errorCount > 0 && <Chip size="small" color="error" label={errorCount === 1 ? '1 error' : `${errorCount} errors`} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`filters-${spec.id}-content`}>
        <Stack spacing={2.5}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

const TRACKS = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/**
 * Fields in one column on a phone and Min beside Max from 600 px; from 900 px `columns`
 * fields a row. With `stackedPairs` (long placement labels) each Min/Max pair instead
 * becomes a column of its own from 1200 px, Min above Max.
 */
export function FieldGrid({ columns = 4, stackedPairs, children }: {
  columns?: 2 | 3 | 4;
  stackedPairs?: number;
  children: ReactNode;
}) {
  const layout = stackedPairs
    ? { gridTemplateColumns: { xs: '1fr', sm: TRACKS(2), lg: TRACKS(stackedPairs) }, gridAutoFlow: { lg: 'column' }, gridTemplateRows: { lg: 'repeat(2, auto)' } }
    : { gridTemplateColumns: { xs: '1fr', sm: TRACKS(2), md: TRACKS(columns) } };
  return <Box sx={{ display: 'grid', gap: 2, ...layout }}>{children}</Box>;
}

/** A titled group of fields inside a section (one placement). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
