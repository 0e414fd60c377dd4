import { alertMessages } from '@rental/shared/messages';

/** English texts of the water reading screens (namespace `readings`). */
export const readingsEn = {
  list: {
    title: 'Water Readings',
    search: 'Search readings',
    searchHint: 'Tenant name or meter number',
    newReading: 'New Reading',
    empty: 'No readings to show',
    meter: 'Meter {{meter}}',
    replaced: 'Meter replaced',
  },
  columns: {
    tenantname: 'Tenant Name',
    meternumber: 'Meter Number',
    readingdate: 'Date',
    meterreading: 'Reading',
    waterusage: 'Usage',
    currentcost: 'Cost (KES)',
  },
  form: {
    title: 'New Reading',
    rentalid: 'Rental',
    meternumber: 'Meter Number',
    tenantname: 'Tenant Name',
    meterreading: 'New Reading',
    meterreplacement: 'Meter replaced',
    meterreplacementHint: 'Tick when a new meter was fitted: its reading may be lower.',
    chooseRentalFirst: 'Choose the rental first',
    noMeters: 'No tenants in this rental yet',
    meterOption: '{{meter}} · House {{house}}',
    previous: 'Previous reading: {{reading}} on {{date}}',
    firstReading: 'First reading of this meter',
    save: 'SAVE',
    noRentals: 'Add a rental and its tenants before recording water readings.',
    addRental: 'New Rental',
  },
  saved: alertMessages.readingSaved,
};
