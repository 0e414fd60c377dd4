/** English texts of /unallocated (namespace `unallocated`). */
export const unallocatedEn = {
  title: 'Unallocated payments',
  text: 'Paybill payments whose account number matched no tenant (or several). Choose the tenant and assign: the payment is recorded and the tenant gets a receipt.',
  empty: 'No unallocated payments',
  loading: 'Loading...',
  account: 'Account typed: {{account}}',
  noAccount: 'No account number typed',
  payer: 'Paid by {{name}}',
  tenant: 'Tenant',
  assign: 'ASSIGN',
  assigned: 'Payment {{ref}} assigned to {{name}}',
  sourceStatement: 'statement',
  import: {
    title: 'Import a paybill statement',
    text: 'For a bank paybill, or to catch up on missed notifications: upload the M-PESA statement (CSV) with Receipt No., Completion Time, A/C No. or Details, and Paid In. Receipts already recorded are skipped.',
    choose: 'CHOOSE CSV FILE',
    result:
      '{{matched}} matched to tenants, {{unallocated}} unallocated, {{duplicates}} already recorded',
    rowError: 'Row {{row}}: {{message}}',
  },
};
