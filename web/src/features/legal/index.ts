// The legal pages and the facts they state, which the pricing page repeats.
export { PrivacyPage } from './routes/PrivacyPage';
export { TermsPage } from './routes/TermsPage';
export { ContactLink } from './components/ContactLink';
export { MAX_BULK_FILE_MB, RIGHTS_RESPONSE_DAYS, UPLOADS_KEPT_BY_DEFAULT } from './legal-facts';
