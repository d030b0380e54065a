import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { formatCount } from '@ads-auditor/audit';
import type { RowSelection } from './InsightTable';

/**
 * Suggestions for paused or archived campaigns and ad groups change nothing while they stay
 * paused: they are hidden until asked for. `hidden` is how many are left out now. Hiding them
 * again also unselects them: the export must hold only what the seller can see.
 */
export function usePausedRows<Row extends { id: string; paused: boolean }>(rows: readonly Row[], selection: RowSelection<Row>) {
  const [showPaused, setShown] = useState(false);
  const pausedCount = useMemo(() => rows.filter((row) => row.paused).length, [rows]);
  const shown = useMemo(() => (showPaused ? rows : rows.filter((row) => !row.paused)), [rows, showPaused]);
  const setShowPaused = (show: boolean) => {
    setShown(show);
    if (show) return;
    const pausedIds = new Set(rows.filter((row) => row.paused).map((row) => row.id));
    const kept = [...selection.selected].filter((id) => !pausedIds.has(id));
    if (kept.length < selection.selected.size) selection.onChange(new Set(kept));
  };
  return { shown, pausedCount, hidden: showPaused ? 0 : pausedCount, showPaused, setShowPaused };
}

interface PausedToggleProps {
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Show paused (N)': absent when no suggestion is for a paused campaign or ad group. */
export function PausedToggle({ count, checked, onChange }: PausedToggleProps) {
  if (count === 0) return null;
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={`Show paused (${formatCount(count)})`}
    />
  );
}
