import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * A count of the writes to `mpesa_settings`, kept by the database itself (issue 33). An M-PESA
 * callback's URL names its organization by a secret; each server remembers what a secret
 * names, and must forget it within about a second of a rotation or a revocation made through
 * any server (c2b/settings-by-secret.ts). It re-read each secret's settings once a second: on
 * rent day, with a thousand organizations paid about once a second each, that was a query on
 * nearly every answer to M-PESA. Now it reads this one row once a second, and a secret's
 * settings again only when the count has moved.
 *
 * Triggers keep it, so that no write can forget to: the app's, a cascade from a deleted
 * organization, an operator's SQL. PostgreSQL: one bump a statement (TRUNCATE too); SQLite has
 * row triggers only. A later migration that rebuilds `mpesa_settings` on SQLite (drop and
 * create) must create these triggers again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mpesa_settings_version (
    id integer primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into mpesa_settings_version (id, version) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`mpesa_settings_version_on_${event}`)}
        after ${sql.raw(event)} on mpesa_settings
        begin
          update mpesa_settings_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
    return;
  }
  await sql`create function mpesa_settings_version_bump() returns trigger
    language plpgsql set search_path from current as $$
    begin
      update mpesa_settings_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger mpesa_settings_version_bump
    after insert or update or delete or truncate on mpesa_settings
    for each statement execute function mpesa_settings_version_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`mpesa_settings_version_on_${event}`)}`.execute(db);
    }
  } else {
    await sql`drop trigger mpesa_settings_version_bump on mpesa_settings`.execute(db);
    await sql`drop function mpesa_settings_version_bump()`.execute(db);
  }
  await sql`drop table mpesa_settings_version`.execute(db);
}
