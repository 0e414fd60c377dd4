/** Entries per "Load more", and per request when the export fetches every page. */
export const listPageSize = 50;
export const exportPageSize = 500;
