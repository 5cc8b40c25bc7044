import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { once, schemaResolver, type TFieldMessage } from './schema-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;
/** A stand-in for the translator: the key, its values and the field, so the tests see all three. */
const fieldMessage: TFieldMessage = (path, m) => `${path}:${m.key}${m.values ? JSON.stringify(m.values) : ''}`;

const ZForm = z
  .object({ name: z.string().trim().min(1, 'Enter a name').max(5), pin: z.string(), again: z.string() })
  .refine((v) => v.pin === v.again, { path: ['again'], params: { key: 'passwordMismatch' } });

describe('schemaResolver', () => {
  it('loads the schema when it first checks, and answers the parsed values', async () => {
    const load = jest.fn(async () => ZForm);
    const resolve = schemaResolver(load, fieldMessage);
    expect(load).not.toHaveBeenCalled();
    const result = await resolve({ name: ' Ann ', pin: '1', again: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ values: { name: 'Ann', pin: '1', again: '1' }, errors: {} });
  });

  it('words each field by its message key, not by the schema’s English message', async () => {
    const resolve = schemaResolver(async () => ZForm, fieldMessage);
    const result = await resolve({ name: '  ', pin: '1', again: '2' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'required', message: 'name:required', ref: undefined },
      again: { type: 'passwordMismatch', message: 'again:passwordMismatch', ref: undefined },
    });
    const long = await resolve({ name: 'Annabel', pin: '', again: '' }, undefined, options);
    expect(long.errors.name?.message).toBe('name:tooLong{"max":5}');
  });

  it('reads a missing value as required, and keeps a problem of the whole form at root.schema', async () => {
    const whole = z.object({ a: z.string() }).refine(() => false, 'Never');
    const resolve = schemaResolver(async () => whole, fieldMessage);
    expect((await resolve({}, undefined, options)).errors).toEqual({
      a: { type: 'required', message: 'a:required', ref: undefined },
    });
    expect((await resolve({ a: 'x' }, undefined, options)).errors).toEqual({
      root: { schema: { type: 'invalid', message: 'root.schema:invalid', ref: undefined } },
    });
  });
});

describe('once', () => {
  it('builds the schema on the first call only, and tries again after a failed import', async () => {
    const build = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('schema');
    const load = once(build);
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('schema');
    expect(await load()).toBe('schema');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
