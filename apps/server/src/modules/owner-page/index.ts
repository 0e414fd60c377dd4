/**
 * What other modules may use of owner-page: nothing. Its routes are registered by app.ts
 * (docs/architecture.md, module faces).
 */
export {};
