// The notes concept of the engine: coverage gauge arithmetic, the View Notes document, its Copy and its export.
export * from './types.js';
export * from './coverage.js';
export * from './notes-document.js';
export * from './notes-clipboard.js';
export * from './notes-export.js';
export * from './notes-workbook.js';
