/**
 * What other modules may use of quarantine: nothing yet. Its routes are registered by app.ts
 * (docs/architecture.md, module faces).
 */
export {};
