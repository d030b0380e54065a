import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatHealthFigure, type EvidenceCampaign, type HealthEvidence, type HealthFigure } from '@ads-auditor/audit';
import { useMoney } from '../../audit-session';

/** Where a campaign's row is; absent where there is no Campaign Table (the share page). */
export type CampaignHref = (campaignId: string) => string;

function Figures({ figures }: { figures: HealthFigure[] }) {
  const money = useMoney();
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, typography: 'body2' }}>
      {figures.map((f) => (
        <Box key={f.label} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>{f.label}</Box>
          <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formatHealthFigure(f, money)}</Box>
        </Box>
      ))}
    </Box>
  );
}

/** A campaign's name, linked to its row when there is a table, and its state (paused, archived...). */
function CampaignName({ campaign, href, bold = false }: { campaign: EvidenceCampaign; href?: CampaignHref; bold?: boolean }) {
  const name = href ? (
    <Link component={RouterLink} to={href(campaign.id)}>
      {campaign.name}
    </Link>
  ) : (
    campaign.name
  );
  return (
    <Typography variant="body2" sx={{ fontWeight: bold ? 600 : undefined, overflowWrap: 'anywhere' }}>
      {name}
      {campaign.state && (
        <Typography component="span" variant="caption" color="text.secondary">
          {` (${campaign.state})`}
        </Typography>
      )}
    </Typography>
  );
}

/**
 * The subjects a check found, each with its figures; a subject spanning campaigns lists each
 * campaign's figures. Each campaign shows its state and, with `campaignHref`, links to its row.
 */
export function EvidenceList({ evidence, total, campaignHref }: { evidence: HealthEvidence[]; total: number; campaignHref?: CampaignHref }) {
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {evidence.map((e, i) => {
          const [only] = e.campaigns;
          const single = e.campaigns.length === 1 && only !== undefined && only.figures.length === 0;
          return (
            <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: e.note ? 'warning.main' : 'divider', pl: 1.5, minWidth: 0 }}>
              {single && only.name === e.subject ? (
                <CampaignName campaign={only} href={campaignHref} bold />
              ) : (
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.subject}</Typography>
              )}
              {single && only.name !== e.subject && (
                <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary">Campaign:</Typography>
                  <CampaignName campaign={only} href={campaignHref} />
                </Box>
              )}
              {e.note && (
                <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 500 }}>{e.note}</Typography>
              )}
              <Figures figures={e.figures} />
              {!single && e.campaigns.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
                  {e.campaigns.map((c) => (
                    <li key={c.id}>
                      <CampaignName campaign={c} href={campaignHref} />
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
