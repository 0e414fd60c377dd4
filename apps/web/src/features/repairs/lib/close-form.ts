import { closeRepairBodySchema, repairPayers } from '@rental/shared/schemas/repairs';
import { z } from 'zod';

/**
 * The close form: the cost as typed ('' when it cost nothing), who pays ('' until chosen) and
 * a note; what is left empty is not sent, and the shared rules check the rest.
 */
export const closeFormSchema = z
  .object({
    cost: z.string(),
    paidby: z.union([z.enum(repairPayers), z.literal('')]),
    note: z.string(),
  })
  .transform(({ cost, paidby, note }): z.input<typeof closeRepairBodySchema> => ({
    ...(cost.trim() && { cost }),
    ...(paidby && { paidby }),
    ...(note.trim() && { note }),
  }))
  .pipe(closeRepairBodySchema);

export type CloseFormValues = z.input<typeof closeFormSchema>;
