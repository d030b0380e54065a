import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  countActiveFilters,
  emptyFilters,
  filtersEqual,
  validateFilters,
  type BoundKey,
  type CampaignFilters,
} from '@ads-auditor/audit';
import { FilterEditorProvider, type FilterEditor } from './filter-editor';
import { FilterSections } from './FilterSections';

export interface FiltersPanelProps {
  /** The filters the table shows; the badge counts these. */
  applied: CampaignFilters;
  onApply: (filters: CampaignFilters) => void;
  /** A business report's ASIN map is loaded: the parent ASIN and product title filters work. */
  asinMapLoaded: boolean;
}

/**
 * The Campaign Filters panel: edits stay in the panel until
 * 'Apply Filters'; 'Clear All' empties both the edited and the applied filters.
 */
export function FiltersPanel({ applied, onApply, asinMapLoaded }: FiltersPanelProps) {
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const [edited, setEdited] = useState(applied);
  // New applied filters from outside (a new upload) replace the edits; compared by content,
  // so a parent passing a fresh but equal object does not wipe them.
  const [lastApplied, setLastApplied] = useState(applied);
  if (!filtersEqual(applied, lastApplied)) {
    setLastApplied(applied);
    setEdited(applied);
  }

  // The edits as they are now, ahead of the render that shows them. A field commits its text on
  // blur, which a click on Apply causes: on a busy page that click came before the page had drawn
  // the committed edit, and Apply read the edits from before it (nothing was applied).
  const editedNow = useRef(edited);
  useLayoutEffect(() => {
    editedNow.current = edited;
  }, [edited]);
  const edit = useCallback((next: CampaignFilters) => {
    editedNow.current = next;
    setEdited(next);
  }, []);

  const errorList = useMemo(() => validateFilters(edited), [edited]);
  const activeCount = countActiveFilters(applied);
  const unapplied = !filtersEqual(edited, applied);

  const apply = (patch: Partial<CampaignFilters> = {}) => {
    const now = editedNow.current;
    const next = Object.keys(patch).length > 0 ? { ...now, ...patch } : now;
    if (next !== edited) edit(next);
    if (validateFilters(next).length > 0) return;
    if (!filtersEqual(next, applied)) onApply(next);
  };
  const clearAll = () => {
    edit(emptyFilters());
    onApply(emptyFilters());
  };

  // A stable editor (the fields re-render only when the edits, errors or map change); submit
  // always runs the latest apply.
  const latestApply = useRef(apply);
  useLayoutEffect(() => {
    latestApply.current = apply;
  });
  const submit = useCallback((patch?: Partial<CampaignFilters>) => latestApply.current(patch), []);
  const change = useCallback((patch: Partial<CampaignFilters>) => edit({ ...editedNow.current, ...patch }), [edit]);
  const editor = useMemo<FilterEditor>(() => ({
    edited,
    errors: new Map<BoundKey, string>(errorList.map((e) => [e.field, e.message])),
    asinMapLoaded,
    change,
    submit,
  }), [edited, errorList, asinMapLoaded, change, submit]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide Filters' : 'Show Filters'}
        </Button>
        {activeCount > 0 && <Chip color="primary" size="small" label={`${activeCount} active`} />}
      </Stack>
      <Collapse in={open} unmountOnExit id={contentId}>
        <FilterEditorProvider value={editor}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <FilterSections applied={applied} />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'flex-end' }}
            >
              <PanelStatus errorCount={errorList.length} unapplied={unapplied} />
              <Button onClick={clearAll}>Clear All</Button>
              <Button variant="contained" onClick={() => apply()} disabled={errorList.length > 0}>
                Apply Filters
              </Button>
            </Stack>
          </Stack>
        </FilterEditorProvider>
      </Collapse>
    </Paper>
  );
}

/** Why Apply is blocked, or that the table does not show the edits yet. */
function PanelStatus({ errorCount, unapplied }: { errorCount: number; unapplied: boolean }) {
  if (errorCount > 0) {
    return (
      <Typography role="alert" variant="body2" color="error" sx={{ mr: { sm: 'auto' } }}>
        {errorCount === 1 ? 'Fix the highlighted field to apply the filters.' : `Fix the ${errorCount} highlighted fields to apply the filters.`}
      </Typography>
    );
  }
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
      {unapplied ? 'Changes not applied yet.' : ''}
    </Typography>
  );
}
