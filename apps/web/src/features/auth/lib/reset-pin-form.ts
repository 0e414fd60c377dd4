import { resetPinBodySchema } from '@rental/shared/schemas/auth';
import { z } from 'zod';

/**
 * Forgot PIN, step 2: the 6-digit code from the SMS and the new PIN typed twice; the phone
 * number comes from step 1, and only phonenumber, code and newpin are sent.
 */
export const resetPinFormSchema = resetPinBodySchema
  .omit({ phonenumber: true })
  .extend({ confirmpin: z.string() })
  .refine((body) => body.newpin === body.confirmpin, {
    message: 'The PINs do not match',
    path: ['confirmpin'],
  });
export type ResetPinForm = z.infer<typeof resetPinFormSchema>;
