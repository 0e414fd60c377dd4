/**
 * What other modules may use of health: nothing yet. Its routes are registered by app.ts
 * (docs/architecture.md, module faces).
 */
export {};
