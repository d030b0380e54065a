export * from './app.js';
export * from './auth.js';
export * from './dialects.js';
export * from './smtp.js';
export * from './local-google.js';
