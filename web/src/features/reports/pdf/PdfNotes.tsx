import { Text, View } from '@react-pdf/renderer';
import { CAMPAIGN_NOTES_TITLE, PARENT_ASIN_NOTES_TITLE } from '@ads-auditor/audit';
import type { ReportNotes } from '../report-model';
import { noteEntries, type NoteEntry as Entry } from '../note-entries';
import { styles } from './pdf-styles';
import { usePdfMoney } from './use-pdf-money';


function Group({ title, entries }: { title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <View>
      <Text style={styles.h3}>{title}</Text>
      {entries.map((entry) => (
        <View key={entry.key} style={{ marginBottom: 6 }} wrap={false}>
          <Text style={styles.bold}>{entry.heading}</Text>
          {entry.details && <Text style={[styles.muted, { fontSize: 7.5 }]}>{entry.details}</Text>}
          {entry.notes.map((note) => (
            <View key={note.id} style={{ paddingLeft: 8, marginTop: 2, borderLeftWidth: 2, borderColor: '#9fb6e8' }}>
              <Text>{note.content}</Text>
              <Text style={[styles.muted, { fontSize: 7 }]}>{note.created_at} UTC</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The notes by campaign (by spend) and by parent ASIN. */
export function PdfNotes({ notes }: { notes: ReportNotes }) {
  const { campaigns, parents } = noteEntries(notes, usePdfMoney());
  return (
    <View>
      <Text style={styles.h2}>Notes</Text>
      {campaigns.length + parents.length === 0 && <Text style={styles.muted}>No notes on these campaigns or parent ASINs.</Text>}
      <Group title={CAMPAIGN_NOTES_TITLE} entries={campaigns} />
      <Group title={PARENT_ASIN_NOTES_TITLE} entries={parents} />
    </View>
  );
}
