import { z } from 'zod';
import { ZForgottenPasswordBody, ZLoginBody } from '@/lib/domain/auth';
import { fieldLimits } from './field-limits';

describe('fieldLimits', () => {
  it('reads maxLength and required from the schema', () => {
    expect(fieldLimits(ZLoginBody)).toEqual({
      username: { maxLength: 200, required: true },
      password: { maxLength: 200, required: true },
    });
    expect(fieldLimits(ZForgottenPasswordBody)).toEqual({ username: { maxLength: 200, required: true } });
  });

  it('sees through optional, nullable and default, and through refinements of the object', () => {
    const schema = z
      .object({
        note: z.string().max(500).nullable().optional(),
        code: z.string().min(2).max(4).default('ab'),
        free: z.string(),
        count: z.number(),
      })
      .refine(() => true);
    expect(fieldLimits(schema)).toEqual({ note: { maxLength: 500 }, code: { maxLength: 4 }, free: {}, count: {} });
  });
});
