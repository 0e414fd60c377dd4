/**
 * What other modules may use of etims: nothing yet (the invoice transmissions will read the
 * device key and code lists here). Its routes are registered by app.ts (docs/architecture.md,
 * module faces).
 */
export {};
