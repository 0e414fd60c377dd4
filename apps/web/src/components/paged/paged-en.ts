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
  loadMore: 'Load more',
  shown_one: '{{count}} shown',
  shown_other: '{{count}} shown',
  allShown: 'All shown',
};
