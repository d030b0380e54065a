/**
 * Reads a business report sheet (CSV or XLSX rows) into the ASIN map. Vendor Central
 * exports start with a metadata row ('Programme=[Retail]', ...), so the header is the
 * first row, among the first few, that names an ASIN column.
 */
import { cellText } from '../bulk/cells.js';
import { resolveColumns, type ColumnMap } from '../bulk/columns.js';
import type { CellValue, SheetVisitor } from '../xlsx/types.js';
import { parseFormattedCount, parseFormattedFraction, parseFormattedNumber } from './formatted-number.js';
import { BUSINESS_REPORT_COLUMNS } from './report-columns.js';
import type { AsinMapEntry } from './types.js';

type Columns = ColumnMap<typeof BUSINESS_REPORT_COLUMNS>;
const HEADER_SEARCH_ROWS = 10;
const ASIN = /^[A-Z0-9]{10}$/;

export class BusinessReportVisitor implements SheetVisitor {
  private cols: Columns | null = null;
  private rowsSeen = 0;
  readonly rows: AsinMapEntry[] = [];
  /** True when the first row was a Vendor Central metadata line. */
  metadataRow = false;
  invalidAsins = 0;

  onHeader(header: CellValue[]): number[] | undefined {
    this.tryHeader(header);
    return undefined; // the header may be further down: keep every column
  }

  onRow(cells: CellValue[]): void {
    this.rowsSeen++;
    if (!this.cols) {
      if (this.rowsSeen <= HEADER_SEARCH_ROWS) this.tryHeader(cells);
      return;
    }
    this.readRow(cells, this.cols);
  }

  get headerFound(): boolean {
    return this.cols !== null;
  }

  get hasParentColumn(): boolean {
    return this.cols !== null && this.cols.parentAsin >= 0;
  }

  private tryHeader(row: CellValue[]): void {
    const cols = resolveColumns(row, BUSINESS_REPORT_COLUMNS);
    if (cols.childAsin >= 0) this.cols = cols;
    else if (row.some((c) => typeof c === 'string' && /=\[.*\]/.test(c))) this.metadataRow = true;
  }

  private readRow(r: CellValue[], c: Columns): void {
    const child = cellText(r[c.childAsin]).toUpperCase();
    if (child === '') return;
    if (!ASIN.test(child)) {
      this.invalidAsins++;
      return;
    }
    const parent = c.parentAsin >= 0 ? cellText(r[c.parentAsin]).toUpperCase() : '';
    const number = (i: number) => (i < 0 ? null : parseFormattedNumber(r[i]));
    const count = (i: number) => (i < 0 ? null : parseFormattedCount(r[i]));
    const fraction = (i: number) => (i < 0 ? null : parseFormattedFraction(r[i]));
    this.rows.push({
      parent_asin: parent || child,
      child_asin: child,
      title: c.title >= 0 ? cellText(r[c.title]) : '',
      sku: c.sku >= 0 ? cellText(r[c.sku]) || null : null,
      sessions_total: count(c.sessions),
      units_ordered: count(c.unitsOrdered),
      ordered_product_sales: number(c.orderedProductSales),
      total_order_items: count(c.totalOrderItems),
      featured_offer_percentage: fraction(c.buyBox),
      unit_session_percentage: fraction(c.unitSession),
    });
  }
}
