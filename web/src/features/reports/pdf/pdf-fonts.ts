// The PDF's font: Noto Sans, bundled from npm and served with the app (nothing is fetched from
// elsewhere). Helvetica, the font every PDF reader has built in, draws only Western European
// letters: a rupee (₹), a lira (₺), a złoty (zł) or a Turkish campaign name came out as other
// characters. Noto Sans draws every marketplace's currency but the yen's full-width sign (see
// usePdfMoney).
import { Font } from '@react-pdf/renderer';
import regular from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import bold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';

export const PDF_FONT = 'Noto Sans';

Font.register({ family: PDF_FONT, fonts: [{ src: regular, fontWeight: 400 }, { src: bold, fontWeight: 700 }] });
