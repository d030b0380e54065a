import { useId, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { RowData } from '@tanstack/react-table';
import { formatCount } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';
import { downloadFile } from '../../../lib/save-blob';
import { filterRows } from '../model/insight-column';
import { CSV_MIME_TYPE, listClipboard, listCsv, listFileName } from '../model/list-export';
import { useInsightTable } from '../model/use-insight-table';
import { InsightTable, type InsightTableProps } from './InsightTable';
import { useCurrency } from '../../audit-session';

interface InsightListProps<Row extends RowData> extends Omit<InsightTableProps<Row>, 'label' | 'model'> {
  title: string;
  /** One sentence on what the list is and how it is derived. */
  description?: ReactNode;
  /** Controls above the table (view toggles). */
  controls?: ReactNode;
  /** Actions beside Copy and Export CSV (bulk export). */
  actions?: ReactNode;
  /** How many rows exist when the engine answered only part of them (`rows` are the first ones). */
  total?: number;
  /** What the answered part has most of, e.g. 'spend': 'the 2,000 with the most spend'. */
  rankedBy?: string;
}

/** An insight list: a heading, a text filter, Copy, Export CSV, and the table of the matching rows. */
export function InsightList<Row extends RowData>({ title, description, controls, actions, total, rankedBy = 'spend', ...table }: InsightListProps<Row>) {
  const headingId = useId();
  const currency = useCurrency();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterRows(table.rows, table.columns, query), [table.rows, table.columns, query]);
  const filtered = shown.length !== table.rows.length;
  const capped = total !== undefined && total > table.rows.length;
  let count = formatCount(table.rows.length);
  if (filtered) count = `${formatCount(shown.length)} of ${count}`;
  else if (capped) count = `Showing ${count} of ${formatCount(total)}`;
  const model = useInsightTable(table.columns, shown, table.getRowId);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {count}
        </Typography>
      </Stack>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      {capped && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {`The list holds the ${formatCount(table.rows.length)} with the most ${rankedBy}; the filter, Copy and Export CSV work on those.`}
        </Typography>
      )}
      {controls}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}>
        <TextField
          size="small"
          label={`Filter ${title.toLowerCase()}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <CopyButton getContent={() => listClipboard(title, table.columns, model.sortedRows(), currency)} disabled={shown.length === 0} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={shown.length === 0}
          onClick={() => downloadFile(listFileName(title, new Date()), listCsv(table.columns, model.sortedRows(), currency), CSV_MIME_TYPE)}
        >
          Export CSV
        </Button>
        {actions}
      </Stack>
      <InsightTable label={title} {...table} rows={shown} model={model} emptyText={filtered ? 'No rows match the filter.' : table.emptyText} />
    </Box>
  );
}
