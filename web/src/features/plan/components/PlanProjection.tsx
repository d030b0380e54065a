import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercent, projectPlan, type Plan, type ProjectionFigures } from '@ads-auditor/audit';
import type { SavedDecisions } from '../api/plan-api';
import { engineDecisions } from '../model/plan-items';
import { useMoney } from '../../audit-session';

function Figures({ title, figures }: { title: string; figures: ProjectionFigures }) {
  const formatMoney = useMoney();
  return (
    <div>
      <Typography variant="caption" color="text.secondary">{title}</Typography>
      <Typography variant="body2">{`Spend ${formatMoney(figures.spend)} · Sales ${formatMoney(figures.sales)} · ACOS ${formatPercent(figures.acos)}`}</Typography>
    </div>
  );
}

/** The estimate of the accepted items' effect, recomputed by the engine as decisions change. */
export function PlanProjection({ plan, decisions }: { plan: Plan; decisions: SavedDecisions }) {
  const projection = useMemo(() => {
    const { spend, sales } = plan.projection.current;
    // Only the account's spend and sales enter the projection.
    return projectPlan(plan.items, { spend, sales, clicks: 0, orders: 0 }, engineDecisions(decisions));
  }, [plan, decisions]);
  const count = projection.items;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="plan-projection-title" sx={{ p: 2 }}>
      <Typography id="plan-projection-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Projection (an estimate)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ my: 1 }} aria-live="polite">
        <Figures title="In the workbook" figures={projection.current} />
        <Figures title={`With the ${count} accepted item${count === 1 ? '' : 's'}`} figures={projection.projected} />
      </Stack>
      <Typography variant="caption" color="text.secondary">{projection.label}</Typography>
    </Paper>
  );
}
