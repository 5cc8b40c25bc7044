// A throwaway demo's PostgreSQL databases (processes.mjs), when it is given a server: the demo
// seeded once into a database named after the demo, one copy per backend made with CREATE
// DATABASE … TEMPLATE, and all of them dropped at the end. The server runs the SQL natively; on
// embedded PGlite each backend's own process runs PostgreSQL compiled to WebAssembly, which took
// an eighth of the browser stage's time. Without a server the demo stays on PGlite, in files.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `adminUrl`: a database on the server to connect to for CREATE and DROP DATABASE. */
export function postgresDemo({ name, adminUrl }) {
  const prefix = `crewdeck_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const urlOf = (database) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const made = [];
  const admin = async (body) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await body(client);
    } finally {
      await client.end();
    }
  };
  const create = (database, template) =>
    admin(async (c) => {
      await c.query(`create database ${database}${template ? ` template ${template}` : ''}`);
      made.push(database);
      return urlOf(database);
    });
  const seed = `${prefix}_seed`;
  return {
    /** Creates the empty database to seed; resolves to its URL. */
    seedDatabase: () => create(seed),
    /** Copy `i` of the seeded database (nothing may be connected to it); resolves to its URL. */
    copy: (i) => create(`${prefix}_${i}`, seed),
    /** Drops every database made; reports, never throws (the run's own result counts). */
    drop: () =>
      admin(async (c) => {
        for (const database of made.splice(0).reverse())
          await c.query(`drop database if exists ${database} with (force)`);
      }).catch((err) => console.error(`[demo] dropping the demo's databases failed: ${err.message}`)),
  };
}
