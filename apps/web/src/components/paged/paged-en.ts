/** English texts of the paged lists and their filters (namespace `paged`). */
export const pagedEn = {
  filters: {
    label: 'Filters',
    apply: 'APPLY FILTERS',
    clear: 'CLEAR',
  },
  loadMore: 'Load more',
  shown_one: '{{count}} shown',
  shown_other: '{{count}} shown',
  allShown: 'All shown',
};
