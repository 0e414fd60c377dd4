import { Navigate, type RouteObject } from 'react-router';
import { byPermission } from './permitted';
import { withTexts } from '../i18n';
import { lazyScreen } from './lazy-screen';

/** The tabs of /transactions (features/transactions), each at its own address. */
const transactionTabs: RouteObject[] = [
  { index: true, element: <Navigate to="/transactions/all" replace /> },
  {
    path: 'all',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/all-transactions-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).AllTransactionsPage,
    ),
  },
  {
    path: 'invoices',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/invoices-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).InvoicesPage,
    ),
  },
  {
    path: 'payments',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/payments-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).PaymentsPage,
    ),
  },
  {
    path: 'subscriptions',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/subscriptions-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).SubscriptionsPage,
    ),
  },
];

/** Transactions, payments, sent invoices (features/transactions) and expenses. */
const moneyScreens: RouteObject[] = [
  {
    path: 'transactions',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/transactions-layout'), [
            'transactions',
          ])
        ).TransactionsLayoutRoute,
    ),
    children: transactionTabs,
  },
  {
    path: 'expenses',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/expenses/routes/expenses-page'), [
            'datePicker',
            'expenses',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).ExpensesPage,
    ),
  },
  {
    path: 'arrears',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/arrears/routes/arrears-page'), [
            'arrears',
            'invoices',
            'paged',
            'pdf',
            'remindersNow',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).ArrearsPage,
    ),
  },
  {
    path: 'transaction/:id',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/transaction-page'), [
            'datePicker',
            'invoices',
            'paged',
            'pdf',
            'rentals',
            'statementLines',
            'transactions',
            'validation',
          ])
        ).TransactionPage,
    ),
  },
  {
    path: 'unallocated',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/unallocated/routes/unallocated-page'), [
            'unallocated',
            'validation',
          ])
        ).UnallocatedPage,
    ),
  },
  {
    path: 'newtransaction',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/transactions/routes/new-transaction-page'), [
            'datePicker',
            'invoices',
            'rentals',
            'transactions',
            'validation',
          ])
        ).NewTransactionPage,
    ),
  },
  {
    path: 'newpayment',
    Component: lazyScreen(
      async () =>
        (
          await withTexts(import('../../features/subscriptions/routes/new-payment-page'), [
            'newPayment',
            'validation',
          ])
        ).NewPaymentPage,
    ),
  },
];

export const moneyRoutes: RouteObject[] = byPermission(moneyScreens, {
  'money.read': ['transactions', 'expenses', 'arrears', 'transaction/:id', 'unallocated'],
  'money.write': ['newtransaction'],
  subscription: ['newpayment'],
});
