// An amount of money in integer cents, in its currency and the user's locale.
import { useFormatter } from 'next-intl';
import { moneyArgs } from '@/lib/i18n/money';

export function Money({ cents, currency, testId }: { cents: number; currency: string; testId?: string }) {
  const format = useFormatter();
  return (
    <span data-testid={testId} className="tabular-nums">
      {format.number(...moneyArgs(cents, currency))}
    </span>
  );
}
