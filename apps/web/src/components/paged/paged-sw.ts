import type { Translation } from '../../lib/translation';
import type { pagedEn } from './paged-en';

/** Kiswahili texts; the keys are those of paged-en.ts (tsc checks them). */
export const pagedSw: Translation<typeof pagedEn> = {
  filters: {
    label: 'Vichujio',
    toggle: 'Vichujio',
    toggleCount: 'Vichujio ({{count}})',
    apply: 'TUMIA VICHUJIO',
    clear: 'ONDOA',
    from: 'Kuanzia',
    to: 'Hadi',
    toBeforeFrom: 'Tarehe ya mwisho iko kabla ya tarehe ya kuanza',
  },
  exportTitle: {
    between: '{{title}}, {{from}} hadi {{to}}',
    from: '{{title}}, kuanzia {{from}}',
    to: '{{title}}, hadi {{to}}',
  },
  loadMore: 'Onyesha zaidi',
  shown_one: '{{count}} imeonyeshwa',
  shown_other: '{{count}} zimeonyeshwa',
  allLoaded_one: '{{count}} kati ya {{count}}',
  allLoaded_other: '{{count}} kati ya {{count}}',
};
