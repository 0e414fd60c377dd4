import { Navigate, type RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';

/** The tabs of /transactions (features/transactions), each at its own address. */
const transactionTabs: RouteObject[] = [
  { index: true, element: <Navigate to="/transactions/all" replace /> },
  {
    path: 'all',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/all-transactions-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).AllTransactionsPage,
    }),
  },
  {
    path: 'invoices',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/invoices-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).InvoicesPage,
    }),
  },
  {
    path: 'payments',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/payments-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).PaymentsPage,
    }),
  },
  {
    path: 'subscriptions',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/subscriptions-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).SubscriptionsPage,
    }),
  },
];

/** Transactions, payments, sent invoices (features/transactions) and expenses. */
const moneyScreens: RouteObject[] = [
  {
    path: 'transactions',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/transactions-layout'), [
          'transactions',
        ])
      ).TransactionsLayoutRoute,
    }),
    children: transactionTabs,
  },
  {
    path: 'expenses',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/expenses/routes/expenses-page'), [
          'datePicker',
          'expenses',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).ExpensesPage,
    }),
  },
  {
    path: 'arrears',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/arrears/routes/arrears-page'), [
          'arrears',
          'paged',
          'pdf',
          'remindersNow',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).ArrearsPage,
    }),
  },
  {
    path: 'transaction/:id',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/transaction-page'), [
          'datePicker',
          'paged',
          'pdf',
          'rentals',
          'statementLines',
          'transactions',
        ])
      ).TransactionPage,
    }),
  },
  {
    path: 'unallocated',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/unallocated/routes/unallocated-page'), [
          'unallocated',
        ])
      ).UnallocatedPage,
    }),
  },
  {
    path: 'newtransaction',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/transactions/routes/new-transaction-page'), [
          'datePicker',
          'rentals',
          'transactions',
        ])
      ).NewTransactionPage,
    }),
  },
  {
    path: 'newpayment',
    lazy: async () => ({
      Component: (
        await withTexts(import('../../features/subscriptions/routes/new-payment-page'), [
          'newPayment',
        ])
      ).NewPaymentPage,
    }),
  },
];

export const moneyRoutes: RouteObject[] = byPermission(moneyScreens, {
  'money.read': ['transactions', 'expenses', 'arrears', 'transaction/:id', 'unallocated'],
  'money.write': ['newtransaction'],
  subscription: ['newpayment'],
});
