/**
 * What other modules may use of mpesa: nothing yet. Its routes are registered by app.ts
 * (docs/architecture.md, module faces).
 */
export {};
