// The five tables of an expanded ad group. Each list is virtualized against the campaign
// table's one scroll box: an ad group may hold thousands of keywords.
import { useMemo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  CAMPAIGN_NAME_DISPLAY_LENGTH,
  type Keyword,
  type NegativeKeyword,
  type NegativeLevel,
  type NegativeTarget,
  type Product,
  type ProductTarget,
} from '@ads-auditor/audit';
import { bySpendDescending } from './by-spend';
import { BidText, METRIC_COLUMNS, MetricCells, MetricHeaderCells } from './metric-columns';
import { useProductTitles } from './product-titles';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { VirtualTable } from '../../../components/table/VirtualTable';

const METRIC_COUNT = METRIC_COLUMNS.length;
const LEVEL_LABELS: Record<NegativeLevel, string> = { campaign: 'Campaign', ad_group: 'Ad group' };

export function ProductsTable({ products }: { products: readonly Product[] }) {
  const titles = useProductTitles();
  const rows = useMemo(() => bySpendDescending(products), [products]);
  return (
    <VirtualTable
      label="Products"
      items={rows}
      columnCount={METRIC_COUNT + 4}
      header={
        <>
          <TableCell>ASIN</TableCell>
          <TableCell>SKU</TableCell>
          <TableCell title={titles ? undefined : 'Titles come from a business report: upload one with Enhance Data'}>Title</TableCell>
          <MetricHeaderCells />
          <TableCell>State</TableCell>
        </>
      }
      renderItem={(product) => (
        <TableRow hover>
          <TableCell>{product.asin}</TableCell>
          <TableCell>{product.sku || '—'}</TableCell>
          <TableCell sx={{ minWidth: 200 }}>
            <TruncatedText text={titles?.get(product.asin) ?? '—'} max={CAMPAIGN_NAME_DISPLAY_LENGTH} />
          </TableCell>
          <MetricCells metrics={product.metrics} />
          <TableCell>{product.state}</TableCell>
        </TableRow>
      )}
    />
  );
}

export function KeywordsTable({ keywords }: { keywords: readonly Keyword[] }) {
  const rows = useMemo(() => bySpendDescending(keywords), [keywords]);
  return (
    <VirtualTable
      label="Keywords"
      items={rows}
      columnCount={METRIC_COUNT + 4}
      header={
        <>
          <TableCell>Keyword</TableCell>
          <TableCell>Match Type</TableCell>
          <TableCell align="right">Bid</TableCell>
          <MetricHeaderCells />
          <TableCell>State</TableCell>
        </>
      }
      renderItem={(keyword) => (
        <TableRow hover>
          <TableCell>{keyword.text}</TableCell>
          <TableCell>{keyword.match_type}</TableCell>
          <TableCell align="right"><BidText bid={keyword.bid} /></TableCell>
          <MetricCells metrics={keyword.metrics} />
          <TableCell>{keyword.state}</TableCell>
        </TableRow>
      )}
    />
  );
}

export function ProductTargetsTable({ targets }: { targets: readonly ProductTarget[] }) {
  const rows = useMemo(() => bySpendDescending(targets), [targets]);
  return (
    <VirtualTable
      label="Product Targeting"
      items={rows}
      columnCount={METRIC_COUNT + 3}
      header={
        <>
          <TableCell>Expression</TableCell>
          <TableCell align="right">Bid</TableCell>
          <MetricHeaderCells />
          <TableCell>State</TableCell>
        </>
      }
      renderItem={(target) => (
        <TableRow hover>
          <TableCell>{target.expression}</TableCell>
          <TableCell align="right"><BidText bid={target.bid} /></TableCell>
          <MetricCells metrics={target.metrics} />
          <TableCell>{target.state}</TableCell>
        </TableRow>
      )}
    />
  );
}

export function NegativeKeywordsTable({ negatives }: { negatives: readonly NegativeKeyword[] }) {
  return (
    <VirtualTable
      label="Negative Keywords"
      items={negatives}
      columnCount={4}
      header={
        <>
          <TableCell>Keyword</TableCell>
          <TableCell>Match Type</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Level</TableCell>
        </>
      }
      renderItem={(negative) => (
        <TableRow hover>
          <TableCell>{negative.keyword_text}</TableCell>
          <TableCell>{negative.match_type}</TableCell>
          <TableCell>{negative.state}</TableCell>
          <TableCell>{LEVEL_LABELS[negative.level]}</TableCell>
        </TableRow>
      )}
    />
  );
}

export function NegativeTargetsTable({ negatives }: { negatives: readonly NegativeTarget[] }) {
  return (
    <VirtualTable
      label="Negative Product Targeting"
      items={negatives}
      columnCount={3}
      header={
        <>
          <TableCell>Expression</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Level</TableCell>
        </>
      }
      renderItem={(negative) => (
        <TableRow hover>
          <TableCell>{negative.expression}</TableCell>
          <TableCell>{negative.state}</TableCell>
          <TableCell>{LEVEL_LABELS[negative.level]}</TableCell>
        </TableRow>
      )}
    />
  );
}
