import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  CHOOSABLE_COLUMNS,
  DEFAULT_COLUMN_PREFS,
  moveColumn,
  toggleColumn,
  type ChoosableColumn,
  type ColumnPrefs,
} from '../model/column-prefs';

const LABELS = new Map(CHOOSABLE_COLUMNS.map((c) => [c.id, c.label]));

interface ColumnChooserProps {
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

/**
 * Shows, hides and reorders the Campaign Table's columns. Reordering is by buttons rather than
 * dragging, so it works from the keyboard and on a touch screen alike.
 */
export function ColumnChooser({ prefs, onChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // A moved row's DOM node may be moved, which drops its focus: the moved column's button
  // (or the other one, at an end of the list) takes the focus back.
  const [moved, setMoved] = useState<{ id: ChoosableColumn; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved || !listRef.current) return;
    const buttons = [...listRef.current.querySelectorAll<HTMLButtonElement>(`[data-column="${moved.id}"] button[data-step]`)];
    const same = buttons.find((b) => b.dataset.step === String(moved.step) && !b.disabled);
    (same ?? buttons.find((b) => !b.disabled))?.focus();
  }, [moved, prefs]);
  const move = (id: ChoosableColumn, step: -1 | 1) => {
    onChange(moveColumn(prefs, id, step));
    setMoved({ id, step });
  };
  const hidden = new Set(prefs.hidden);
  const last = prefs.order.length - 1;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 280, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
          <Typography id={titleId} variant="subtitle2" component="h2">
            Columns
          </Typography>
          <Button size="small" onClick={() => onChange(DEFAULT_COLUMN_PREFS)}>
            Reset
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2 }}>
          Campaign is always shown, first.
        </Typography>
        <List dense aria-label="Table columns" ref={listRef}>
          {prefs.order.map((id, index) => {
            const label = LABELS.get(id) ?? id;
            return (
              <ListItem
                key={id}
                data-column={id}
                sx={{ py: 0 }}
                secondaryAction={
                  <>
                    <IconButton size="small" data-step="-1" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(id, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" data-step="1" aria-label={`Move ${label} down`} disabled={index === last} onClick={() => move(id, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <FormControlLabel
                  label={label}
                  slotProps={{ typography: { variant: 'body2' } }}
                  control={<Checkbox size="small" checked={!hidden.has(id)} onChange={() => onChange(toggleColumn(prefs, id))} />}
                />
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
}
