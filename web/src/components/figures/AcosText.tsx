import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { formatAcos, isAcosWithoutSales, NO_SALES_ACOS, NO_SALES_ACOS_HINT, type Money, type Percent } from '@ads-auditor/audit';
import { visuallyHiddenSx } from '../visually-hidden';

export interface AcosFigures {
  acos: Percent;
  spend: Money;
  sales: Money;
}

/**
 * ACOS as text. Spend without sales has an ACOS of 0 by the formula, which reads as the best
 * figure: it shows a dash instead, with 'no sales' on hover and for screen readers.
 */
export function AcosText({ figures }: { figures: AcosFigures }) {
  return isAcosWithoutSales(figures) ? <NoSalesAcos /> : <>{formatAcos(figures)}</>;
}

/**
 * The dash shown for ACOS when nothing was sold, named 'no sales'. Positioned, so the hidden name
 * stays inside a scrolling table instead of widening the page.
 */
export function NoSalesAcos() {
  return (
    <Tooltip title={NO_SALES_ACOS_HINT}>
      <Box component="span" sx={{ cursor: 'help', position: 'relative' }}>
        <span aria-hidden="true">{NO_SALES_ACOS}</span>
        <Box component="span" sx={visuallyHiddenSx}>
          {NO_SALES_ACOS_HINT}
        </Box>
      </Box>
    </Tooltip>
  );
}
