import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GramSize, Ngrams } from '@ads-auditor/audit';
import { ASIN_TERM_COLUMNS, NGRAM_COLUMNS, asinTermId, ngramId } from '../model/ngram-columns';
import { InsightList } from './InsightList';

type View = 'all' | 'best' | 'worst';
const VIEWS: Record<View, string> = { all: 'All', best: 'Best', worst: 'Worst' };
const SIZES: readonly GramSize[] = [1, 2, 3];

const EMPTY: Record<View, string> = {
  all: 'No search terms to split into words.',
  best: 'No n-gram with the minimum clicks has orders.',
  worst: 'No n-gram has the minimum clicks.',
};

/** 1, 2 and 3-word grams of the search terms (best and worst views); ASIN search terms apart. */
export function NgramsSection({ ngrams, busy }: { ngrams: Ngrams; busy: boolean }) {
  const [size, setSize] = useState<GramSize>(1);
  const [view, setView] = useState<View>('all');
  const source = view === 'all' ? ngrams.grams : ngrams[view];
  const rows = useMemo(() => source.filter((gram) => gram.n === size), [source, size]);

  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <InsightList
        title="N-grams"
        description="Words and phrases of the search terms of the SP and SB search term tabs, with the figures of every term containing them."
        total={view === 'all' ? ngrams.total_grams[size] : undefined}
        controls={
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <ToggleButtonGroup size="small" exclusive value={size} onChange={(_, next: GramSize | null) => next && setSize(next)} aria-label="Words per n-gram">
              {SIZES.map((n) => (
                <ToggleButton key={n} value={n}>
                  {`${n}-word`}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && setView(next)} aria-label="N-gram view">
              {(Object.keys(VIEWS) as View[]).map((key) => (
                <ToggleButton key={key} value={key}>
                  {VIEWS[key]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        }
        columns={NGRAM_COLUMNS}
        rows={rows}
        getRowId={ngramId}
        rowName={(row) => row.gram}
        emptyText={EMPTY[view]}
        busy={busy}
      />
      <InsightList
        title="ASIN search terms"
        description="Product pages the ads showed on (search terms that are ASINs), kept apart from the words."
        columns={ASIN_TERM_COLUMNS}
        rows={ngrams.asin_terms}
        total={ngrams.total_asin_terms}
        getRowId={asinTermId}
        rowName={(row) => row.asin}
        emptyText="No ASIN search terms."
        busy={busy}
      />
    </Stack>
  );
}
