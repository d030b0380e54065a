import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatCount } from '@ads-auditor/audit';
import type { SearchTerm, SearchTermsPagination } from '../api/search-terms-api';

interface SearchTermsChipsProps {
  searchTerms: SearchTerm[];
  pagination: SearchTermsPagination;
}

/**
 * Total, Product Targeting count and the page number above 1 (spec 2 section 2). The server counts
 * only the total, so the Product Targeting count is that of the page shown, and says so when the
 * ad group has more than one page.
 */
export function SearchTermsChips({ searchTerms, pagination }: SearchTermsChipsProps) {
  const productTargeting = searchTerms.filter((term) => term.type === 'product_targeting').length;
  const paged = pagination.has_next || pagination.has_previous;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <Chip label={`Total: ${formatCount(pagination.total)}`} color="primary" variant="outlined" />
      <Chip label={`Product Targeting${paged ? ' (this page)' : ''}: ${formatCount(productTargeting)}`} variant="outlined" />
      {pagination.page > 1 && <Chip label={`Page ${pagination.page}`} variant="outlined" />}
    </Stack>
  );
}
