import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useMoney } from '../../audit-session';
import type { SearchTerm } from '../api/search-terms-api';

export const DEFAULT_BID_EXPLANATION = "No bid of its own: the ad group's default bid applies.";

/** The effective bid; an inherited default bid reads '$0.75 (default)'; an unknown bid shows a dash, never $0.00. */
export function BidCell({ term }: { term: SearchTerm }) {
  const formatMoney = useMoney();
  if (term.bid === null) return '—';
  if (!term.bid_is_default) return formatMoney(term.bid);
  return (
    <Tooltip title={DEFAULT_BID_EXPLANATION} describeChild>
      <Box component="span" sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {`${formatMoney(term.bid)} (default)`}
      </Box>
    </Tooltip>
  );
}
