import { portfolioReportsEn } from './portfolio-en';
import { repairsReportEn } from './repairs-en';
import { vacanciesEn } from './vacancies-en';

/** English texts of the reports hub and of Settings → Reports (namespace `reports`). */
export const reportsEn = {
  hub: {
    title: 'Reports',
    text: 'What your rentals earned, owe and hold, ready to file, share or print.',
    reports: {
      rentRoll: {
        title: 'Rent roll',
        text: 'Every unit with its tenant or marked vacant: rent, deposit held, balance, move-in date.',
      },
      occupancy: {
        title: 'Occupancy',
        text: 'Units let and vacant per rental, the rent lost to vacancies, and 12 months of occupancy.',
      },
      collections: {
        title: 'Collections',
        text: 'Invoiced against collected, month by month and per rental, with the collection rate.',
      },
      incomeStatement: {
        title: 'Income statement',
        text: 'Rent, water, service charge and other income less expenses by category: the net per rental.',
      },
      kraMri: {
        title: 'KRA rental income (MRI)',
        text: "A month's residential rent and tax, laid out to copy into iTax.",
      },
      arrears: {
        title: 'Arrears',
        text: 'Who owes what, and since when, by rental.',
      },
      deposits: {
        title: 'Deposits held',
        text: 'The deposits you hold, by rental and tenant.',
      },
      vacancies: {
        title: 'Vacancies',
        text: 'Each vacant unit with its days vacant and rent lost, tenants moving out soon, and days to re-let.',
      },
      repairs: {
        title: 'Repairs',
        text: 'Open repairs by age, and what repairs cost per rental and month beside its other expenses.',
      },
      ownerStatement: {
        title: 'Owner statements',
        text: 'What you owe each landlord for a month, after your commission and expenses.',
      },
    },
  },
  deposits: {
    title: 'Deposits held',
    text: 'What you hold as deposits, by rental and tenant. Deposits are kept apart from rent: they are not income until deducted at move-out.',
    total: 'Total held',
    tenants_one: 'for {{count}} tenant',
    tenants_other: 'for {{count}} tenants',
    empty: 'No deposits held.',
    listLabel: 'Deposits held by tenant',
    subtotal: 'Subtotal {{rental}}',
    former: 'Former',
    statement: 'Statement of {{name}}',
    columns: {
      tenant: 'Tenant',
      house: 'House',
      rental: 'Rental',
      status: 'Status',
      held: 'Held',
    },
    statuses: { current: 'Current', former: 'Former' },
    inKes: '{{column}} (KES)',
  },
  ...portfolioReportsEn,
  vacancies: vacanciesEn,
  repairs: repairsReportEn,
};
