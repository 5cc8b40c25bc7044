// A number field as typed (text, in the user's way of writing numbers) checked against the
// domain's schema of the value: empty is null, anything that is not a number is `format`, the
// rest is the domain's own check (limits, required). Loaded with the forms' schemas only.
import { z } from 'zod';
import { parseDecimal } from '@/lib/domain/plus-crews/decimal';

/** Typed money in the domain's cents. */
export const typedMoney = <T extends z.ZodType>(cents: T) => typed((value) => Math.round(value * 100), cents);
/** Typed hours or a percentage, as the number itself. */
export const typedDecimal = <T extends z.ZodType>(schema: T) => typed((value) => value, schema);

function typed<T extends z.ZodType>(toValue: (value: number) => number, schema: T): z.ZodType<z.output<T>, string> {
  // An empty field is null: a nullable schema keeps it, any other answers `required`.
  const value = schema as unknown as z.ZodType<z.output<T>, number | null>;
  return z
    .string()
    .transform((text, ctx) => {
      if (text.trim() === '') return null;
      const value = parseDecimal(text, 2);
      if (value === null) {
        ctx.addIssue({ code: 'custom', params: { key: 'format' }, input: text });
        return z.NEVER;
      }
      return toValue(value);
    })
    .pipe(value);
}
