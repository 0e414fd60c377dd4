import { expenseCategories, type ExpenseCategory } from '@rental/shared/enums';

/** The expenses list's filters as the screen holds them ('' = not set). */
export interface ExpenseFilters {
  from: string;
  to: string;
  /** A rental's id, 'none' for the general expenses only, '' for all. */
  rentalid: string;
  category: ExpenseCategory | '';
}

export const noExpenseFilters: ExpenseFilters = { from: '', to: '', rentalid: '', category: '' };

function isCategory(value: string | null): value is ExpenseCategory {
  return expenseCategories.includes(value as ExpenseCategory);
}

/** The applied filters live in the address (?from&to&rentalid&category), so a link keeps them. */
export function expenseFiltersFrom(params: URLSearchParams): ExpenseFilters {
  const category = params.get('category');
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    rentalid: params.get('rentalid') ?? '',
    category: isCategory(category) ? category : '',
  };
}

/** The address parameters of `filters`, leaving out what is not set. */
export function expenseFilterParams(filters: ExpenseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'rentalid', 'category'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}

/** GET /api/expenses/all query string for one page of `filters`. */
export function expensesQuery(
  filters: ExpenseFilters,
  page: { limit: number; cursor?: string },
): string {
  const params = expenseFilterParams(filters);
  params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return `?${params.toString()}`;
}
