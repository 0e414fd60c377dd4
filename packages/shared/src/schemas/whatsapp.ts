import { z } from 'zod';
import { languages } from '../enums.js';
import { whatsappMessages as w } from '../whatsapp-messages.js';

/** The message kinds that go by WhatsApp template (issue 34), each with a template per language. */
export const whatsappMessageKinds = ['invoice', 'receipt', 'reminder', 'notice'] as const;
export type WhatsappMessageKind = (typeof whatsappMessageKinds)[number];

/** Meta's template names: lowercase letters, digits and underscores. Empty: not set yet. */
const templateName = z
  .string()
  .trim()
  .max(512)
  .regex(/^[a-z0-9_]*$/, w.templateNameFormat);

const perLanguage = z.object(
  Object.fromEntries(languages.map((language) => [language, templateName.default('')])) as Record<
    (typeof languages)[number],
    z.ZodDefault<typeof templateName>
  >,
);

/** The approved template names: {invoice: {en, sw}, receipt: ..., reminder: ..., notice: ...}. */
export const whatsappTemplatesSchema = z.object(
  Object.fromEntries(
    whatsappMessageKinds.map((kind) => [kind, perLanguage.default({ en: '', sw: '' })]),
  ) as Record<WhatsappMessageKind, z.ZodDefault<typeof perLanguage>>,
);
export type WhatsappTemplates = z.output<typeof whatsappTemplatesSchema>;

/**
 * GET/PUT /api/whatsapp/settings (the owner only). The access token and the app secret are
 * write-only: the answer says only whether each is saved.
 */
export const whatsappSettingsSchema = z.object({
  /** The Cloud API's id of the business phone number (WhatsApp Manager → API setup). */
  phonenumberid: z.string(),
  hasaccesstoken: z.boolean(),
  hasappsecret: z.boolean(),
  templates: whatsappTemplatesSchema,
  /**
   * The approved invoice and receipt templates have a document header: the PDF is uploaded
   * and sent in it. Meta refuses a header the approved template lacks, so off by default.
   */
  documentheader: z.boolean(),
  /** `<PUBLIC_URL>/api/whatsapp/webhook/<secret>`: the callback URL to set in Meta's app. */
  webhookurl: z.string(),
  /** The verify token to set beside it: Meta's handshake must bring it back. */
  verifytoken: z.string(),
  /** The key of the help text (business-initiated messages need approved templates). */
  help: z.literal('whatsapp.templatesHelp'),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

export const whatsappSettingsBodySchema = z.object({
  phonenumberid: z
    .string()
    .trim()
    .regex(/^\d{0,40}$/, w.phoneNumberIdFormat)
    .optional()
    .default(''),
  /** Empty or missing keeps the saved token. */
  accesstoken: z.string().trim().max(1024).optional().default(''),
  /** Empty or missing keeps the saved secret. */
  appsecret: z.string().trim().max(256).optional().default(''),
  templates: whatsappTemplatesSchema.optional(),
  /** Missing keeps the saved choice. */
  documentheader: z.boolean().optional(),
});
export type WhatsappSettingsBody = z.input<typeof whatsappSettingsBodySchema>;

export const whatsappSettingsResponseSchema = z.object({ settings: whatsappSettingsSchema });
