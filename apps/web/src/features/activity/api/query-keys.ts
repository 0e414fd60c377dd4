import type { ActivityFilters } from '../lib/activity-filters';

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => ['activity', 'list', filters] as const,
  people: ['activity', 'people'] as const,
};

/** Entries per "Load more", and per request when the export fetches every page. */
export const listPageSize = 50;
export const exportPageSize = 500;
