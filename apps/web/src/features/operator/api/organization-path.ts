/** The path of one organization's operator calls. */
export function organizationPath(id: string, action: 'plan' | 'trial' | 'suspend' | 'reactivate') {
  return `/api/operator/organizations/${encodeURIComponent(id)}/${action}`;
}
