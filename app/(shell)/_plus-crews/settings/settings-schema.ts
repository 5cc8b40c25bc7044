// The settings as typed, as the body of PUT /plusCrews/{number}/values: the border in percent,
// and the bonus as an amount (money) or a percentage, whichever is chosen. The fields bear the
// body's names: the amount typed as 750 leaves as `amountCents` (75000), and the server's field
// errors land on the field they name.
import { z } from 'zod';
import { ZBonusAmount, ZBonusPercent, ZBorderPercent } from '@/lib/domain/plus-crews/schemas';
import { typedDecimal, typedMoney } from '@/app/_components/form/typed-number';

const ZAmount = typedMoney(ZBonusAmount);
const ZPercent = typedDecimal(ZBonusPercent);

export const ZSettingsForm = z.object({
  targetBorderPercent: typedDecimal(ZBorderPercent),
  teamBonus: z
    .object({ kind: z.enum(['amount', 'percentage']), amountCents: z.string(), percent: z.string() })
    .transform((bonus, ctx) => {
      // Only the chosen one counts; its issues land on its own field.
      const field = bonus.kind === 'amount' ? 'amountCents' : 'percent';
      const parsed =
        bonus.kind === 'amount'
          ? ZAmount.safeParse(bonus.amountCents, { reportInput: true })
          : ZPercent.safeParse(bonus.percent, { reportInput: true });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...(issue as z.core.$ZodRawIssue), path: [field, ...issue.path] });
        return z.NEVER;
      }
      return bonus.kind === 'amount'
        ? { kind: 'amount' as const, amountCents: parsed.data }
        : { kind: 'percentage' as const, percent: parsed.data };
    }),
});
