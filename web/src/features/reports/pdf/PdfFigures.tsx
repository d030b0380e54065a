import { Text, View } from '@react-pdf/renderer';
import { styles } from './pdf-styles';

/** Large figures in a row, each under its label (the cover's and each Summary card's headline). */
export function PdfFigures({ figures }: { figures: readonly (readonly [string, string])[] }) {
  return (
    <View style={styles.figures}>
      {figures.map(([label, value]) => (
        <View key={label} style={styles.figure}>
          <Text style={styles.figureLabel}>{label}</Text>
          <Text style={styles.figureValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}
