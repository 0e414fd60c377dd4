/** Each document kind in English: the activity log's line and the web's catalogue start here. */
export const documentKindWords = {
  lease: 'signed lease',
  id_copy: 'ID copy',
  inspection: 'move-in inspection',
  letter: 'letter',
  other: 'other',
} as const;
