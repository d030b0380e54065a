import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_ITEM_KINDS, type PlanItem, type PlanItemKind } from '@ads-auditor/audit';
import { useAuditorSession, type SearchTermsSource } from '../../audit-session';
import type { LoadedPlan, SavedDecision } from '../api/plan-api';
import { matches, NO_FILTERS, type PlanFilters } from '../model/plan-items';
import { useDecisions } from '../model/use-decisions';
import { AbsentKinds, LeftAlone } from './LeftAlone';
import { PlanExportBar } from './PlanExportBar';
import { PlanFiltersBar } from './PlanFiltersBar';
import { PlanKindSection } from './PlanKindSection';
import { PlanProjection } from './PlanProjection';
import { PlanSettingsPanel } from './PlanSettingsPanel';

export const EMPTY_PLAN_TEXT = 'Nothing to change: at this target every bid, placement, budget and product ad is where the data says it should be.';
export const REBUILDING_TEXT = 'Building the plan again with the new settings...';
export const NO_MATCH_TEXT = 'No item matches these filters.';

/** The plan of the upload: settings, projection, the items by kind with their decisions, what is left alone, and the export. */
export function PlanView({ loaded, source, updating }: { loaded: LoadedPlan; source: SearchTermsSource; updating: boolean }) {
  const { audit } = useAuditorSession();
  const { plan } = loaded;
  const state = useDecisions(loaded.upload_id, loaded.decisions, source);
  const { decisions, change } = state;
  const [filters, setFilters] = useState<PlanFilters>(NO_FILTERS);

  const names = useMemo(() => new Map(audit.campaigns.map((c) => [c.id, c.name])), [audit]);
  const campaignName = useCallback((id: string) => names.get(id) ?? `Campaign ${id}`, [names]);
  const campaigns = useMemo(() => audit.campaigns.map((c) => ({ id: c.id, name: c.name })), [audit]);
  const onChange = useCallback((id: string, decision: SavedDecision) => change({ [id]: decision }), [change]);

  const groups = useMemo(() => {
    const byKind = new Map<PlanItemKind, PlanItem[]>();
    for (const item of plan.items) {
      if (!matches(item, decisions, filters)) continue;
      const list = byKind.get(item.kind) ?? [];
      list.push(item);
      byKind.set(item.kind, list);
    }
    return PLAN_ITEM_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, items: byKind.get(kind)! }));
  }, [plan, decisions, filters]);
  const accepted = useMemo(() => plan.items.filter((item) => decisions[item.id]?.status === 'accepted').length, [plan, decisions]);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PlanSettingsPanel loaded={loaded} campaigns={campaigns} />
      {updating && <LinearProgress aria-label={REBUILDING_TEXT} />}
      {plan.warnings.length > 0 && (
        <Alert severity="warning">
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>{plan.warnings.map((w) => <li key={w}>{w}</li>)}</Stack>
        </Alert>
      )}
      <PlanProjection plan={plan} decisions={decisions} />
      <PlanExportBar uploadId={loaded.upload_id} source={source} accepted={accepted} state={state} />
      <AbsentKinds plan={plan} />
      <Typography component="h2" variant="h6">{`Recommendations (${plan.items.length})`}</Typography>
      {plan.items.length === 0 ? (
        <Alert severity="success">{EMPTY_PLAN_TEXT}</Alert>
      ) : (
        <>
          <PlanFiltersBar filters={filters} onChange={setFilters} />
          {groups.length === 0 && <Alert severity="info">{NO_MATCH_TEXT}</Alert>}
          {groups.map(({ kind, items }) => (
            <PlanKindSection key={kind} kind={kind} items={items} decisions={decisions} campaignName={campaignName} onChange={onChange} onChangeMany={change} />
          ))}
        </>
      )}
      <LeftAlone plan={plan} campaignName={campaignName} />
    </Stack>
  );
}
