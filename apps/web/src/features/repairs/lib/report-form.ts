import {
  newRepairBodySchema,
  repairPriorities,
  type NewRepairBody,
  type RepairCategory,
} from '@rental/shared/schemas/repairs';
import { z } from 'zod';

/**
 * The report form: a rental, then one of its tenants or '' for the building itself. Sent as
 * the API takes it (tenantid, or rentalid for the building), checked by the shared rules.
 */
export const reportFormSchema = z
  .object({
    rentalid: z.string(),
    tenantid: z.string(),
    category: z.string(),
    description: z.string(),
    priority: z.enum(repairPriorities),
  })
  .transform(({ rentalid, tenantid, category, ...rest }): NewRepairBody => ({
    ...(tenantid ? { tenantid } : { rentalid }),
    // Checked by the shared schema next ('' is refused with its message).
    category: category as RepairCategory,
    ...rest,
  }))
  .pipe(newRepairBodySchema);

export type ReportFormValues = z.input<typeof reportFormSchema>;

export const emptyReport: ReportFormValues = {
  rentalid: '',
  tenantid: '',
  category: '',
  description: '',
  priority: 'normal',
};
