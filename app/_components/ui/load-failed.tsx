import { getTranslations } from 'next-intl/server';
import type { TErrorCode } from '@/lib/domain/errors';
import { LoadError } from './load-error';

/** The error state of a server-loaded part: what (rules §8 wording) and the translated reason. */
export async function LoadFailed({ code, heading }: { code: TErrorCode; heading?: string }) {
  const t = await getTranslations('Errors');
  return <LoadError heading={heading} reason={t(code)} code={code} />;
}
