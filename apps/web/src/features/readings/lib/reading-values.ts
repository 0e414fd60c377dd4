import type { readingBodySchema } from '@rental/shared/schemas/readings';
import type { z } from 'zod';

/** The reading form's values once the shared schema has checked them. */
export type ReadingValues = z.output<typeof readingBodySchema>;
