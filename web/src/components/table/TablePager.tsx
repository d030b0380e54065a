import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface TablePagerProps {
  /** The navigation's accessible name; 'Campaign pages' by default. */
  label?: string;
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / 'Page X of Y' / Next. An empty table reads 'Page 1 of 1'. */
export function TablePager({ label = 'Campaign pages', pageIndex, pageCount, canPrevious, canNext, onPrevious, onNext }: TablePagerProps) {
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }}>
      <Button size="small" variant="outlined" disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        {`Page ${pageIndex + 1} of ${Math.max(1, pageCount)}`}
      </Typography>
      <Button size="small" variant="outlined" disabled={!canNext} onClick={onNext}>
        Next
      </Button>
    </Stack>
  );
}
