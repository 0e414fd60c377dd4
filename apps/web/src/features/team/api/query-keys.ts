/** Cache key of GET /api/team/members. */
export const teamMembersKey = ['team', 'members'] as const;
