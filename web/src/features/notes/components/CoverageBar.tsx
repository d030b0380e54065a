import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatPercent, NOTES_COVERAGE_TARGET, type CoverageBand, type CoverageShare } from '@ads-auditor/audit';
import { useMoney } from '../../audit-session';

/** Gauge colours: 80+ green, 60-79 teal, 40-59 light blue, below 40 blue; each at least 3:1 on white. */
export const COVERAGE_BAND_COLORS: Record<CoverageBand, string> = {
  green: '#2E7D32',
  teal: '#00796B',
  'light-blue': '#0288D1',
  blue: '#1565C0',
};

interface CoverageBarProps {
  /** 'Campaign notes coverage of spend'. */
  label: string;
  /** 'Spend', 'Total sales'. */
  measure: string;
  share: CoverageShare;
  /** 'campaign' / 'campaigns', 'parent ASIN' / 'parent ASINs'. */
  unit: { one: string; many: string };
}

function targetText(share: CoverageShare, measure: string, unit: CoverageBarProps['unit']): string {
  if (share.total <= 0) return `No ${measure.toLowerCase()} to cover.`;
  if (share.neededForTarget === 0) return `Target of ${NOTES_COVERAGE_TARGET}% reached.`;
  const items = `${share.neededForTarget} more ${share.neededForTarget === 1 ? unit.one : unit.many}`;
  return `Add notes to ${items} (largest first) to reach ${NOTES_COVERAGE_TARGET}%.`;
}

/** One coverage figure: the percentage, a coloured bar (a progressbar for assistive technology) and the way to the target. */
export function CoverageBar({ label, measure, share, unit }: CoverageBarProps) {
  const color = COVERAGE_BAND_COLORS[share.band];
  const percent = formatPercent(share.percent);
  const formatMoney = useMoney();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{measure}</Typography>
        <Typography variant="body2">
          <strong>{percent}</strong> ({formatMoney(share.covered)} of {formatMoney(share.total)})
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share.percent)}
        aria-label={label}
        aria-valuetext={percent}
        // 'inherit' paints the bar in the text colour (the track at 30% of it): one rule, no override fights.
        color="inherit"
        sx={{ my: 0.75, height: 10, borderRadius: 5, color, '& .MuiLinearProgress-bar': { borderRadius: 5 } }}
      />
      <Typography variant="caption" color="text.secondary">{targetText(share, measure, unit)}</Typography>
    </Box>
  );
}
