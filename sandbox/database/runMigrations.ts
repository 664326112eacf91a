import { readdirSync, readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

const migrationsDir = new URL('../migrations/', import.meta.url);

/**
 * Applies the numbered SQL files of sandbox/migrations in order, each once, recording each in
 * `schema_migrations`. A schema change is a new file, never an edit of an applied one.
 * Returns the names applied now.
 */
export function runMigrations(db: DatabaseSync): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT name FROM schema_migrations').all().map((row) => String(row.name)),
  );
  const pending = readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(new URL(name, migrationsDir), 'utf8');
    db.exec('BEGIN');
    try {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Sandbox migration ${name} failed: ${(error as Error).message}. Fix the file or run --reset.`, { cause: error });
    }
  }
  return pending;
}
