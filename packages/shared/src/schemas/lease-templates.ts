import { z } from 'zod';
import { languages } from '../enums.js';
import { leaseMessages } from '../schema-messages.js';
import { requiredString } from './fields.js';

/** Long enough for a full agreement; a lease is a few pages. */
export const leaseTemplateMaxLength = 20_000;
export const houseRulesMaxLength = 4_000;

/** PUT /api/lease-templates/{language}: the organization's lease in that language. */
export const leaseTemplateParamsSchema = z.object({
  language: z.enum(languages, { error: leaseMessages.templateLanguageRequired }),
});

/**
 * The lease text and the house rules ({houserules} in the lease). Words in braces the lease
 * cannot fill in are refused by the server, naming them (unknownLeasePlaceholders).
 */
export const leaseTemplateBodySchema = z.object({
  body: requiredString(leaseMessages.templateRequired).max(
    leaseTemplateMaxLength,
    leaseMessages.templateTooLong,
  ),
  houserules: z
    .string()
    .trim()
    .max(houseRulesMaxLength, leaseMessages.houseRulesTooLong)
    .default(''),
});
export type LeaseTemplateBody = z.input<typeof leaseTemplateBodySchema>;
export type LeaseTemplateValues = z.output<typeof leaseTemplateBodySchema>;

export const leaseTemplateSchema = z.object({
  language: z.enum(languages),
  body: z.string(),
  houserules: z.string(),
  /** False while the organization uses the default (never saved, or saved as it). */
  custom: z.boolean(),
  /** Who saved it last and when; null for the default. */
  updatedby: z.string().nullable(),
  updatedat: z.string().nullable(),
});
export type LeaseTemplate = z.infer<typeof leaseTemplateSchema>;

/** GET /api/lease-templates: the lease in each language (the default where none is saved). */
export const leaseTemplatesSchema = z.object({ templates: z.array(leaseTemplateSchema) });
export type LeaseTemplates = z.infer<typeof leaseTemplatesSchema>;

/** GET /api/tenant/{id}/lease.pdf?lang=en|sw: the tenant's own language unless given. */
export const leasePdfQuerySchema = z.object({ lang: z.enum(languages).optional() });
