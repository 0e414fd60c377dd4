import type { Repair } from '@rental/shared/schemas/repairs';

/** A repair as the API answers it; each test changes what it looks at. */
export function repairOf(id: string, changes: Partial<Repair> = {}): Repair {
  return {
    id,
    reference: `R-${id}`,
    rentalid: 'r-1',
    rentalname: 'Jua Court',
    tenantid: 't-1',
    tenantname: 'Akinyi Odhiambo',
    housenumber: 'A4',
    category: 'plumbing',
    description: 'Kitchen tap leaks',
    priority: 'normal',
    status: 'new',
    assignee: null,
    scheduledfor: null,
    reportedvia: 'tenant_page',
    createdat: new Date().toISOString(),
    updatedat: new Date().toISOString(),
    closedat: null,
    photos: 0,
    photoids: [],
    events: [{ at: new Date().toISOString(), by: null, status: 'new', note: null }],
    ...changes,
  };
}
