// The report builders live with the package's fixtures (journeys and server tests use them too).
export * from '../../src/fixtures/search-term-report.js';
