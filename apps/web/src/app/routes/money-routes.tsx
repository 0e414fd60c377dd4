import { Navigate, type RouteObject } from 'react-router';
import { byPermission } from './permitted';

/** The tabs of /transactions (features/transactions), each at its own address. */
const transactionTabs: RouteObject[] = [
  { index: true, element: <Navigate to="/transactions/all" replace /> },
  {
    path: 'all',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/all-transactions-page'))
        .AllTransactionsPage,
    }),
  },
  {
    path: 'invoices',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/invoices-page')).InvoicesPage,
    }),
  },
  {
    path: 'payments',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/payments-page')).PaymentsPage,
    }),
  },
  {
    path: 'subscriptions',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/subscriptions-page'))
        .SubscriptionsPage,
    }),
  },
];

/** Transactions, payments, sent invoices (features/transactions) and expenses. */
const moneyScreens: RouteObject[] = [
  {
    path: 'transactions',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/transactions-layout'))
        .TransactionsLayoutRoute,
    }),
    children: transactionTabs,
  },
  {
    path: 'expenses',
    lazy: async () => ({
      Component: (await import('../../features/expenses/routes/expenses-page')).ExpensesPage,
    }),
  },
  {
    path: 'arrears',
    lazy: async () => ({
      Component: (await import('../../features/arrears/routes/arrears-page')).ArrearsPage,
    }),
  },
  {
    path: 'transaction/:id',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/transaction-page'))
        .TransactionPage,
    }),
  },
  {
    path: 'unallocated',
    lazy: async () => ({
      Component: (await import('../../features/unallocated/routes/unallocated-page'))
        .UnallocatedPage,
    }),
  },
  {
    path: 'newtransaction',
    lazy: async () => ({
      Component: (await import('../../features/transactions/routes/new-transaction-page'))
        .NewTransactionPage,
    }),
  },
  {
    path: 'newpayment',
    lazy: async () => ({
      Component: (await import('../../features/subscriptions/routes/new-payment-page'))
        .NewPaymentPage,
    }),
  },
];

export const moneyRoutes: RouteObject[] = byPermission(moneyScreens, {
  'money.read': ['transactions', 'expenses', 'arrears', 'transaction/:id', 'unallocated'],
  'money.write': ['newtransaction'],
  subscription: ['newpayment'],
});
