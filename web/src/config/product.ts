/** Product identity shown across the app: change here, nowhere else. */
export const PRODUCT_NAME = 'Ads Auditor';
export const CONTACT_EMAIL = 'support@adsauditor.app';
export const MIN_PASSWORD_LENGTH = 8;
