import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { AdGroup } from '@ads-auditor/audit';
import { SearchTermsButton } from '../../search-terms';
import { DetailSection } from './DetailSection';
import {
  KeywordsTable,
  NegativeKeywordsTable,
  NegativeTargetsTable,
  ProductsTable,
  ProductTargetsTable,
} from './section-tables';

/** What an expanded ad group shows: its search terms button and one collapsible section per list. */
export function AdGroupSections({ campaignName, adGroup }: { campaignName: string; adGroup: AdGroup }) {
  return (
    <Stack spacing={1} sx={{ py: 1.5 }}>
      <Box>
        <SearchTermsButton campaignName={campaignName} adGroupId={adGroup.id} adGroupName={adGroup.name} />
      </Box>
      <DetailSection title="Products" count={adGroup.products.length} emptyText="No products in this ad group.">
        <ProductsTable products={adGroup.products} />
      </DetailSection>
      <DetailSection title="Keywords" count={adGroup.keywords.length} emptyText="No keywords in this ad group.">
        <KeywordsTable keywords={adGroup.keywords} />
      </DetailSection>
      <DetailSection
        title="Product Targeting"
        count={adGroup.product_targeting.length}
        emptyText="No product targeting in this ad group."
      >
        <ProductTargetsTable targets={adGroup.product_targeting} />
      </DetailSection>
      <DetailSection
        title="Negative Keywords"
        count={adGroup.negative_keywords.length}
        emptyText="No negative keywords for this ad group."
      >
        <NegativeKeywordsTable negatives={adGroup.negative_keywords} />
      </DetailSection>
      <DetailSection
        title="Negative Product Targeting"
        count={adGroup.negative_targeting.length}
        emptyText="No negative product targeting for this ad group."
      >
        <NegativeTargetsTable negatives={adGroup.negative_targeting} />
      </DetailSection>
    </Stack>
  );
}
