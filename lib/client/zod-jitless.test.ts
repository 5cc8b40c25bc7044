/** @jest-environment node */
// The browser sets zod's jitless switch before zod loads (zod-jitless.ts); zod must pick it up.
describe('zod-jitless', () => {
  it('zod, loaded afterwards, compiles no parser with new Function', async () => {
    jest.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);

    const calls: string[] = [];
    const RealFunction = globalThis.Function;
    const spy = jest.spyOn(globalThis, 'Function').mockImplementation(((...args: string[]) => {
      calls.push(args.join());
      return new RealFunction(...args);
    }) as unknown as FunctionConstructor);
    try {
      const { z } = await import('zod');
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(calls).toEqual([]);
  });

  it('keeps settings made before it', async () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { customError: 1 } };
    const { makeZodJitless } = await import('./zod-jitless');
    makeZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 1, jitless: true });
  });
});
