import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { topCampaignSpendSlices, type AuditSummary, type SummaryCard } from '@ads-auditor/audit';
import { AccountHeadline } from './AccountHeadline';
import { campaignTypeChartPoints, hasFigures, placementChartPoints } from './chart-data';
import { SpendSalesChart } from './SpendSalesChart';
import { SpendShareChart } from './SpendShareChart';
import { SummaryTableView } from './SummaryTableView';

/** The ad types of the placement card's tables, in summaryCards' order. */
const PLACEMENT_TYPES = ['SP', 'SB'] as const;

const NO_DATA = 'No data for this card in the uploaded file.';

/**
 * A chart and its table: wide tables go under their chart; a narrow one (top campaigns) sits
 * beside it on a wide screen.
 */
function ChartAndTable({ chart, table, beside = false }: { chart: ReactNode; table: ReactNode; beside?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: beside ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)' },
      }}
    >
      {chart && <Box sx={{ minWidth: 0, maxWidth: 760 }}>{chart}</Box>}
      <Box sx={{ minWidth: 0 }}>{table}</Box>
    </Box>
  );
}

/** What a card shows under its heading: figures, charts and its table(s). */
export function SummaryCardBody({ card, summary }: { card: SummaryCard; summary: AuditSummary }) {
  const [table] = card.tables;
  if (!table) return null;
  switch (card.id) {
    case 'account':
      return (
        <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
          <AccountHeadline table={table} />
          <SummaryTableView table={table} emptyText={NO_DATA} />
        </Box>
      );
    case 'placements':
      return (
        <Stack spacing={3}>
          {card.tables.map((section, i) => {
            const points = placementChartPoints(summary.placements[PLACEMENT_TYPES[i] ?? 'SP']);
            return (
              <Stack key={section.title} spacing={1.5}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {section.section}
                </Typography>
                <ChartAndTable
                  chart={hasFigures(points) ? <SpendSalesChart caption={`Spend and sales by placement, ${section.section}`} points={points} /> : null}
                  table={<SummaryTableView table={section} emptyText={`No ${section.section} placement data in the uploaded file.`} />}
                />
              </Stack>
            );
          })}
        </Stack>
      );
    case 'campaignType': {
      const points = campaignTypeChartPoints(summary.by_campaign_type);
      return (
        <ChartAndTable
          chart={hasFigures(points) ? <SpendSalesChart caption="Spend and sales by campaign type" points={points} /> : null}
          table={<SummaryTableView table={table} emptyText={NO_DATA} />}
        />
      );
    }
    case 'topCampaigns': {
      const slices = topCampaignSpendSlices(summary.top_campaigns, summary.account.spend);
      return (
        <ChartAndTable
          beside
          chart={slices.length > 0 ? <SpendShareChart caption="Share of total spend by campaign rank" slices={slices} /> : null}
          table={<SummaryTableView table={table} emptyText={NO_DATA} />}
        />
      );
    }
    default:
      return <SummaryTableView table={table} emptyText={NO_DATA} />;
  }
}
