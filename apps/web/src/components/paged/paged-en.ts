/** English texts of the paged lists and their filters (namespace `paged`). */
export const pagedEn = {
  filters: {
    label: 'Filters',
    toggle: 'Filters',
    toggleCount: 'Filters ({{count}})',
    apply: 'APPLY FILTERS',
    clear: 'CLEAR',
    from: 'From',
    to: 'To',
    toBeforeFrom: 'The end date is before the start date',
  },
  /** An export's title with the days its filters cover. */
  exportTitle: {
    between: '{{title}}, {{from}} - {{to}}',
    from: '{{title}}, from {{from}}',
    to: '{{title}}, up to {{to}}',
  },
  loadMore: 'Load more',
  /** More rows wait on the server: how many are here (the button loads the rest). */
  shown_one: '{{count}} shown',
  shown_other: '{{count}} shown',
  /** Every row is loaded: "2 of 2". */
  allLoaded_one: '{{count}} of {{count}}',
  allLoaded_other: '{{count}} of {{count}}',
};
