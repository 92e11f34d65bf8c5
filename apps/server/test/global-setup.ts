// Once per vitest run, before any test file: one migrated database that every test file's
// freshDatabase() copies instead of creating and migrating its own (test/support/database.ts).
// On PGlite, a tar of the migrated data folder in a temporary file (a new in-memory PGlite loads
// it: about a second of CPU instead of five for initdb and the migrations); on PostgreSQL, a
// template database (`create database … template`). The copy is the database the migrations
// made, so each file still starts from exactly what migrateToLatest() leaves.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './support/database-template';

export default async function setup(project: TestProject) {
  const template = await makeDatabaseTemplate(process.env.TEST_DATABASE_URL);
  let folder: string | undefined;
  if (template.archive) {
    folder = await mkdtemp(join(tmpdir(), 'trestle-template-'));
    const file = join(folder, 'pglite.tar');
    await writeFile(file, template.archive);
    project.provide('databaseTemplate', { pgliteArchive: file });
  } else {
    project.provide('databaseTemplate', { postgresTemplate: template.name! });
  }
  return async () => {
    await template.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
