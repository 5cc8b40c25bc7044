import { z } from 'zod';
import { ZForgottenPasswordBody, ZLoginBody } from '@/lib/domain/auth';
import { fieldLimits, limitsAt } from './field-limits';

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

describe('limitsAt', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1).max(120),
      lines: z.array(z.object({ paid: z.string().max(5).transform(Number).pipe(z.number()) })),
      answers: z.tuple([z.boolean(), z.string().max(2000).optional()]),
      email: z.email().max(254),
    })
    .transform((v) => v);

  it('walks objects, arrays, tuples and pipes to the field at a path', () => {
    expect(limitsAt(schema, 'name')).toEqual({ maxLength: 120, required: true });
    expect(limitsAt(schema, 'lines.3.paid')).toEqual({ maxLength: 5 });
    expect(limitsAt(schema, 'answers.1')).toEqual({ maxLength: 2000 });
    expect(limitsAt(schema, 'email')).toEqual({ maxLength: 254 });
  });

  it('has no limits for what is not a text field or not in the schema', () => {
    expect(limitsAt(schema, 'answers.0')).toEqual({});
    expect(limitsAt(schema, 'lines.x.paid')).toEqual({});
    expect(limitsAt(schema, 'nothing.here')).toEqual({});
  });
});
