import { planInclusions } from '@rental/shared/plans';
import type { TFunction } from 'i18next';

/** What every plan includes, in the reader's language (the shared catalogue keeps English). */
export function planInclusionLabels(t: TFunction): string[] {
  return planInclusions.map((inclusion) =>
    t(`common:planInclusions.${inclusion}`, { defaultValue: inclusion }),
  );
}
