/**
 * What other modules may use of rentals: nothing yet. Its routes are registered by app.ts
 * (docs/architecture.md, module faces).
 */
export {};
