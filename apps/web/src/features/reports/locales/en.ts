/** English texts of Settings → Reports (namespace `reports`). */
export const reportsEn = {
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
};
