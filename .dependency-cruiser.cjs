// Import cycles, type-only imports included: a circle of types still ties the modules together (one
// cannot be moved or read without the other). The repository's only cycle check (npm test runs it).
// The layer and feature-index rules live in eslint.config.js.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'], conditionNames: ['source', 'import', 'types', 'default'] },
  },
};
