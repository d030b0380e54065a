import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, PARENT_TITLE_DISPLAY_LENGTH, type ParentAsinDetail } from '@ads-auditor/audit';
import { ParentAsinNotesButton } from '../../notes';
import { TruncatedText } from '../../../components/table/TruncatedText';

interface ParentSummaryHeaderProps {
  detail: ParentAsinDetail;
  childrenShown: boolean;
  onToggleChildren: () => void;
  /** The id of the children table, for aria-controls. */
  childrenId: string;
}

/** The parent ASIN, a child's title, the child count, its notes and the children toggle. */
export function ParentSummaryHeader({ detail, childrenShown, onToggleChildren, childrenId }: ParentSummaryHeaderProps) {
  const count = detail.summary.child_count;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {detail.parent_asin}
        </Typography>
        {detail.title && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <TruncatedText text={detail.title} max={PARENT_TITLE_DISPLAY_LENGTH} />
          </Typography>
        )}
        <Typography variant="body2">
          {formatCount(count)} child {count === 1 ? 'ASIN' : 'ASINs'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <ParentAsinNotesButton parentAsin={detail.parent_asin} title={detail.title} />
        <Button variant="outlined" size="small" onClick={onToggleChildren} aria-expanded={childrenShown} aria-controls={childrenId}>
          {childrenShown ? 'Hide Children' : 'Show Children'}
        </Button>
      </Stack>
    </Stack>
  );
}
