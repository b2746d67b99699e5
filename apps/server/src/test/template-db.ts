// Vitest global setup of the server project: migrates one template database per run, so each test
// file copies it instead of creating and migrating its own (PGlite's initdb and the migrations cost
// seconds per file). PGlite: a dump of the data folder that files load; PostgreSQL: a template
// database that `create database … template …` copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { ensureWards } from '../db/seed.ts';
import { testPostgresUrl } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder (tar), for the PGlite pass. */
    pgliteTemplateFile: string;
    /** The name of a migrated template database on TEST_DATABASE_URL's server, for the PostgreSQL pass. */
    postgresTemplate: string;
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const url = testPostgresUrl(project.config.env?.TEST_ENGINE ?? process.env.TEST_ENGINE);
  if (url) {
    const name = `tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), 1);
    await database.migrate();
    await ensureWards(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      // The workers' databases are copies named after the template (test/test-app.ts); a worker
      // keeps its connections until it exits, hence `force`.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${name}\\_%`],
        );
        for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
        await client.query(`drop database if exists ${name}`);
      } finally {
        await client.end();
      }
    };
  }

  const database = await openPglite();
  await database.migrate();
  await ensureWards(database.db);
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parish-template-')), 'db.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
