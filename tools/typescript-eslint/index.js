// Re-exported from here so that eslint.config.js loads typescript-eslint through this
// package, whose node_modules hold the TypeScript 6 the parser needs (see package.json).
export { default } from 'typescript-eslint';
