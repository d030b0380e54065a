// The PDF report's look: Noto Sans (bundled, see pdf-fonts), small type for wide tables.
// Lines are 1.4 em: Noto Sans is 1.36 em from ascender to descender. Every style larger than the
// page's 9 pt sets its own lineHeight: react-pdf passes the page's line height down in points, so
// a 24 pt heading would keep a 12 pt line and overlap the next.
import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT } from './pdf-fonts';

export const COLORS = { text: '#1f2933', muted: '#5f6b7a', rule: '#d5dbe3', band: '#f3f5f8', spend: '#3f6fd8', sales: '#2e9d6a', pass: '#2e7d32', warn: '#b26a00', fail: '#c62828', info: '#5f6b7a' };

export const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 48, paddingHorizontal: 36, fontFamily: PDF_FONT, fontSize: 9, color: COLORS.text, lineHeight: 1.4 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 7.5, color: COLORS.muted, flexDirection: 'row', justifyContent: 'space-between' },
  h1: { fontSize: 24, lineHeight: 1.4, fontWeight: 700, marginBottom: 8 },
  h2: { fontSize: 14, lineHeight: 1.4, fontWeight: 700, marginBottom: 8, marginTop: 4 },
  h3: { fontSize: 10.5, lineHeight: 1.4, fontWeight: 700, marginBottom: 4, marginTop: 8 },
  muted: { color: COLORS.muted },
  bold: { fontWeight: 700 },
  section: { marginBottom: 14 },
  table: { borderTopWidth: 1, borderColor: COLORS.rule, marginBottom: 8 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: COLORS.rule, paddingVertical: 2.5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: COLORS.rule, paddingVertical: 3, backgroundColor: COLORS.band },
  totalRow: { flexDirection: 'row', borderTopWidth: 1, borderColor: COLORS.text, paddingVertical: 2.5 },
  cell: { fontSize: 7, paddingHorizontal: 2 },
  headCell: { fontSize: 7, paddingHorizontal: 2, fontWeight: 700, color: COLORS.muted },
  card: { borderWidth: 1, borderColor: COLORS.rule, borderRadius: 4, padding: 8, marginBottom: 8 },
  figures: { flexDirection: 'row', gap: 8, marginBottom: 10 },
  figure: { flexGrow: 1, flexBasis: 0, borderWidth: 1, borderColor: COLORS.rule, borderRadius: 4, padding: 8 },
  figureLabel: { fontSize: 8, color: COLORS.muted },
  figureValue: { fontSize: 16, lineHeight: 1.4, fontWeight: 700 },
});
