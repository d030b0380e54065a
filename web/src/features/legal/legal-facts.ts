// Figures the legal pages state. The product name and contact
// address come from config/product.ts.

export const TERMS_EFFECTIVE_DATE = 'July 18, 2025';
export const PRIVACY_EFFECTIVE_DATE = 'July 18, 2025';
export const MINIMUM_AGE = 18;
export const LIABILITY_CAP_USD = 100;
export const RIGHTS_RESPONSE_DAYS = 30;
export const GOVERNING_LAW = 'the State of Florida, United States';
/** The server keeps the results of this many recent uploads per user by default (UPLOAD_RETENTION). */
export const UPLOADS_KEPT_BY_DEFAULT = 5;
export const MAX_BULK_FILE_MB = 20;
export const SESSION_DAYS = 30;
