import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatCount } from '@ads-auditor/audit';
import type { SearchTermCounts, SearchTermsPagination } from '../api/search-terms-api';

interface SearchTermsChipsProps {
  pagination: SearchTermsPagination;
  counts: SearchTermCounts;
}

/** Total, Product Targeting count and the page number above 1; the counts are the whole ad group's, from the server. */
export function SearchTermsChips({ pagination, counts }: SearchTermsChipsProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <Chip label={`Total: ${formatCount(pagination.total)}`} color="primary" variant="outlined" />
      <Chip label={`Product Targeting: ${formatCount(counts.product_targeting)}`} variant="outlined" />
      {pagination.page > 1 && <Chip label={`Page ${pagination.page}`} variant="outlined" />}
    </Stack>
  );
}
