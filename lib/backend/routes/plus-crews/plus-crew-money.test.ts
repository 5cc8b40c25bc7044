// The plus crews' money is integer cents, and says so. Every amount a
// /plusCrews call takes or answers is named `…Cents`, as elsewhere in the API (payrolls), and
// its schema in the OpenAPI document describes the unit; the answers on the demo agree. What is
// not money is named here: ids, numbers, percentages and hours.
import { createApp } from '../../app';
import { createMailer } from '../../services/mail';
import type { Db } from '../../db/client';
import type { TBackendConfig } from '../../env';
import { withBackend } from '../../test-support/with-backend';
import { SEED_TIME_ZONE } from '../../seed/context';
import { clock } from '../../../domain/clock';

const { be, tokens } = withBackend({ as: ['planner'] });

/** The numbers of plus-crew bodies that are not money (a version is the record's, lib/domain/versions.ts). */
const NOT_MONEY = new Set([
  'id',
  'number',
  'version',
  'valueTypeId',
  'percent',
  'targetBorderPercent',
  'hours',
  'staffHours',
]);

type TSchema = Record<string, any>;

/** Every numeric property of a JSON schema, with the description it carries (or its nullable's). */
function numericProperties(raw: TSchema | undefined, components: TSchema, at: string): [string, string, string][] {
  const schema = raw?.$ref ? components[String(raw.$ref).split('/').pop()!] : raw;
  if (!schema || typeof schema !== 'object') return [];
  const out: [string, string, string][] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const s of (schema[key] ?? []) as TSchema[]) out.push(...numericProperties(s, components, at));
  if (schema.items) out.push(...numericProperties(schema.items, components, `${at}[]`));
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, TSchema>)) {
    const variants: TSchema[] = [prop, ...((prop.anyOf ?? prop.oneOf ?? []) as TSchema[])];
    const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : [v.type]));
    if (types.includes('integer') || types.includes('number')) {
      const description = variants.map((v) => v.description).find(Boolean) ?? '';
      out.push([`${at}.${name}`, name, description]);
    } else out.push(...numericProperties(prop, components, `${at}.${name}`));
  }
  return out;
}

describe('money in the plus-crew API', () => {
  it('is named …Cents, and described as cents, in every body the OpenAPI document gives', () => {
    const app = createApp({
      db: null as unknown as Db,
      config: {} as TBackendConfig,
      mailer: createMailer({ from: 'x@y', log: () => {} }),
    });
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'money', version: '0' } }) as TSchema;
    const components = doc.components?.schemas ?? {};
    const found: string[] = [];
    let money = 0;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, TSchema>)) {
      if (!path.startsWith('/api/v1/plusCrews')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const bodies: [string, TSchema | undefined][] = [
          ['request', op.requestBody?.content?.['application/json']?.schema],
          ['answer', op.responses?.['200']?.content?.['application/json']?.schema],
        ];
        for (const [which, schema] of bodies)
          for (const [where, name, description] of numericProperties(schema, components, '$')) {
            if (NOT_MONEY.has(name)) continue;
            money += 1;
            if (!name.endsWith('Cents') || !/\bcents\b/i.test(description))
              found.push(`${method.toUpperCase()} ${path} ${which} ${where}: ${description || 'no description'}`);
          }
      }
    }
    expect(found).toEqual([]);
    expect(money).toBeGreaterThanOrEqual(8);
  });

  it('is answered under …Cents names on the demo (whole cents), and taken under them', async () => {
    const token = tokens.planner;
    const today = clock.today(SEED_TIME_ZONE);
    const put = await be.call('PUT', '/plusCrews/503/data', {
      token,
      body: { date: today, actualTurnoverCents: 123456, targetTurnoverCents: 120000, staffHours: 8.5 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({
      date: today,
      actualTurnoverCents: 123456,
      targetTurnoverCents: 120000,
      staffHours: 8.5,
    });
    const answers = [
      put.body,
      (await be.call('GET', '/plusCrews', { token })).body,
      (await be.call('GET', '/plusCrews/501/values', { token })).body,
      (await be.call('GET', '/plusCrews/501/data', { token })).body,
    ];
    const named: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (typeof v === 'number' && !NOT_MONEY.has(k))
            named.push(k.endsWith('Cents') && Number.isInteger(v) ? 'cents' : `${at}.${k} = ${v}`);
          walk(v, `${at}.${k}`);
        }
    };
    answers.forEach((a, i) => walk(a, `answer ${i}`));
    expect(named.filter((n) => n !== 'cents')).toEqual([]);
    expect(named.length).toBeGreaterThan(10);
  });
});
