import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatHealthFigure, type HealthEvidence, type HealthFigure } from '@ads-auditor/audit';

function Figures({ figures }: { figures: HealthFigure[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, typography: 'body2' }}>
      {figures.map((f) => (
        <Box key={f.label} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>{f.label}</Box>
          <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formatHealthFigure(f)}</Box>
        </Box>
      ))}
    </Box>
  );
}

/** The subjects a check found, each with its figures; a subject spanning campaigns lists each campaign's figures. */
export function EvidenceList({ evidence, total }: { evidence: HealthEvidence[]; total: number }) {
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {evidence.map((e, i) => {
          const campaignNote = e.campaigns.length === 1 && e.campaigns[0].name !== e.subject && e.campaigns[0].figures.length === 0;
          return (
            <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.subject}</Typography>
              {campaignNote && (
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>Campaign: {e.campaigns[0].name}</Typography>
              )}
              <Figures figures={e.figures} />
              {e.campaigns.some((c) => c.figures.length > 0) && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
                  {e.campaigns.map((c) => (
                    <li key={c.id}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{c.name}</Typography>
                      <Figures figures={c.figures} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {total > evidence.length && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Showing the {evidence.length} largest of {total}.
        </Typography>
      )}
    </Box>
  );
}
