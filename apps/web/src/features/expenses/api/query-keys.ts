import type { ExpenseFilters } from '../lib/expense-filters';

/** Cache keys of this feature: every list of expenses sits under 'expenses'. */
export const expenseKeys = {
  all: ['expenses'] as const,
  list: (filters: ExpenseFilters) => ['expenses', 'list', filters] as const,
};

/** Rows a list asks for at a time; exports ask for the largest page the API gives. */
export const listPageSize = 100;
export const exportPageSize = 1000;
