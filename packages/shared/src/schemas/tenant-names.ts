import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { tenantNamePattern } from './fields.js';

/**
 * Left out, null or blank: '' (which name fields must be given depends on the kind). Not text
 * at all: `wrongTypeMessage` (a required field's "Please enter …", as the forms show it).
 */
function nameText(maxLength: number, tooLongMessage: string, wrongTypeMessage: string) {
  return z
    .union([z.string(), z.null()], { error: wrongTypeMessage })
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(
      z
        .string()
        .max(maxLength, tooLongMessage)
        .refine(
          (name) => name === '' || (tenantNamePattern.test(name) && /\p{L}/u.test(name)),
          m.tenantNameCharacters,
        ),
    );
}

/** A person's first or last name: up to 50 characters, '' when not given. */
export const firstName = nameText(50, m.nameTooLong, m.firstnameRequired);
export const lastName = nameText(50, m.nameTooLong, m.lastnameRequired);

/** Whom to ask for at a business: up to 50 characters, '' when not given. */
export const contactPerson = nameText(50, m.nameTooLong, m.tenantNameCharacters);

/** A business's name: up to 100 characters ("Kiosk 4 & Sons (K) Ltd"), '' when not given. */
export const businessName = nameText(100, m.businessnameTooLong, m.businessnameRequired);

type NameField = 'firstname' | 'lastname' | 'businessname';

/**
 * A person needs a first and a last name; a business needs its name. Added with `when` so it
 * runs even when other fields are wrong, so a form gets every missing name at once; a field that already
 * has its own error (wrong type, bad characters) is not told it is missing as well.
 */
export function checkTenantNames(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  const flagged = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  const require = (field: NameField, message: string) => {
    const value = values[field];
    if (flagged.has(field) || (value !== '' && value !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (values.kind === 'business') {
    require('businessname', m.businessnameRequired);
  } else if (values.kind === 'person') {
    require('firstname', m.firstnameRequired);
    require('lastname', m.lastnameRequired);
  }
}
