// The search terms of an ad group: the button that opens them in a dialog, and the note about
// sheets the workbook lacks.
export { SearchTermsButton } from './components/SearchTermsButton';
export { SheetInfoAlert } from './components/SheetInfoAlert';
export type { SearchTerm, SheetInfo } from './api/search-terms-api';
