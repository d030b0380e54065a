import { Text, View, type Styles } from '@react-pdf/renderer';
import type { SummaryRowRole } from '@ads-auditor/audit';
import { styles } from './pdf-styles';

export interface PdfTableProps {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  roles?: readonly SummaryRowRole[];
  /** Relative width of the first column (the others take 1 each). */
  firstColumnWidth?: number;
  emptyText?: string;
  /** Footnotes under the table. */
  notes?: readonly string[];
}

const ROW_STYLE: Record<SummaryRowRole, Styles[string]> = { headline: styles.row, item: styles.row, child: styles.row, total: styles.totalRow, part: styles.row };
/** Rows that break down or slice another row are indented and muted. */
const INDENTED: readonly SummaryRowRole[] = ['child', 'part'];
const NOTE_STYLE = { fontSize: 6.5, marginTop: 2 };

/** A table as the screen shows it: text cells, the first left-aligned, figures right-aligned. */
export function PdfTable({ headers, rows, roles, firstColumnWidth = 2.2, emptyText = 'No data.', notes = [] }: PdfTableProps) {
  const width = (i: number) => ({ flexGrow: i === 0 ? firstColumnWidth : 1, flexBasis: 0, textAlign: i === 0 ? ('left' as const) : ('right' as const) });
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        {headers.map((header, i) => <Text key={header + i} style={[styles.headCell, width(i)]}>{header}</Text>)}
      </View>
      {rows.length === 0 && <Text style={[styles.cell, styles.muted, { paddingVertical: 3 }]}>{emptyText}</Text>}
      {rows.map((cells, r) => {
        const role = roles?.[r] ?? 'item';
        return (
          <View key={r} style={ROW_STYLE[role]} wrap={false}>
            {cells.map((cell, i) => (
              <Text key={i} style={[styles.cell, width(i), role === 'total' ? styles.bold : {}, INDENTED.includes(role) && i === 0 ? { paddingLeft: 10, color: '#5f6b7a' } : {}]}>{cell}</Text>
            ))}
          </View>
        );
      })}
      {notes.map((note) => (
        <Text key={note} style={[styles.muted, NOTE_STYLE]}>{note}</Text>
      ))}
    </View>
  );
}
