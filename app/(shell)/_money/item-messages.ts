// How the item fields word their problems: an amount is typed in currency units, so the
// server's limits in cents would only confuse; one sentence says what to type.
import type { TValidationMessage } from '@/lib/domain/validation';

type TTranslate = (key: 'amountHint' | 'quantityHint') => string;

export const itemMessages =
  (t: TTranslate) =>
  (path: string, m: TValidationMessage): string | undefined => {
    if (m.key === 'required') return undefined;
    if (/^items\.\d+\.unitPrice$/.test(path)) return t('amountHint');
    if (/^items\.\d+\.quantity$/.test(path)) return t('quantityHint');
    return undefined;
  };
