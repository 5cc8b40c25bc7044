import { fieldLimits } from '@/app/_components/form/field-limits';
import { knownErrorCode } from '@/lib/client/error-message';
import { ZLoginBody } from '@/lib/domain/auth';
import { LoginForm } from '../_components/lazy-forms';

type Props = { searchParams: Promise<{ next?: string | string[]; error?: string | string[] }> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const error = first(params.error);
  // `error` comes from a failed PID/PCID link (app/auth/link); only known codes are shown.
  return (
    <LoginForm
      next={first(params.next) ?? null}
      linkError={error ? knownErrorCode(error) : null}
      limits={fieldLimits(ZLoginBody)}
    />
  );
}
