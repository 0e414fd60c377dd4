import { utcStamp } from './file-names.js';

/**
 * On PostgreSQL the backup and restore commands do nothing but say how: PostgreSQL's own
 * tools do it better (consistent dumps of a live database, any size, any version). The
 * commands name $DATABASE_URL rather than print it, which may hold a password.
 */
export function postgresGuidance(command: 'backup' | 'restore', now: Date): string {
  const dump = `rental-${utcStamp(now).slice(0, 8)}.dump`;
  const lines = [
    'DATABASE_URL is set: the database is PostgreSQL, which its own tools back up and restore.',
    'Nothing was done. With the same DATABASE_URL:',
    '',
    '  Back up (consistent, while the server runs):',
    `    pg_dump --format=custom --file=${dump} "$DATABASE_URL"`,
    '',
    '  Restore (stop the servers first; this replaces the tables the dump holds):',
    `    pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${dump}`,
    '',
    'Use pg_dump and pg_restore of the server’s major version or newer.',
  ];
  if (command === 'restore') lines.splice(2, 0, '(npm run restore only restores SQLite backups.)');
  return lines.join('\n');
}
