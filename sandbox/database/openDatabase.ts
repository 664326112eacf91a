import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { seedAdminArea } from '../seed/seedAdminArea.ts';
import { runMigrations } from './runMigrations.ts';

/**
 * Opens the sandbox store (a file path or ':memory:'), applies pending migrations and seeds it on
 * first start. With `reset` a file database is deleted first.
 */
export function openDatabase(location: string, options: { reset?: boolean } = {}): DatabaseSync {
  if (location !== ':memory:') {
    if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(location + suffix, { force: true });
    mkdirSync(dirname(location), { recursive: true });
  }
  const db = new DatabaseSync(location);
  db.exec('PRAGMA foreign_keys = ON');
  if (location !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  const applied = runMigrations(db);
  const seeded = db.prepare('SELECT COUNT(*) AS count FROM campaigns').get();
  if (applied.length > 0 && Number(seeded?.count ?? 0) === 0) seedDatabase(db);
  // A store seeded before the admin area gets its staff with the migration that makes room for them.
  else if (applied.includes('0004_staff.sql')) seedAdminArea(db, new Date().toISOString());
  return db;
}

/** The one file database of a checkout, used by `aboflow start`, `preview`, `dev` and `node sandbox/main.ts` alike, and by their `--reset`. */
export function sandboxDatabaseFile(projectRoot: string): string {
  return join(projectRoot, 'sandbox', 'data', 'sandbox.sqlite');
}
