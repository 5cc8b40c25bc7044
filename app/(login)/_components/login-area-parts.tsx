// What the login area's screens share: the quiet link under a form (back to the login, the
// forgotten password), the button-looking link to the next step, and the username field.
import Link from 'next/link';
import type { FieldValues, Path } from 'react-hook-form';
import type { TFieldForm } from '@/app/_components/form/field-parts';
import type { TInputLimits } from '@/app/_components/form/field-limits';
import { TextField } from '@/app/_components/form/text-field';

export function LoginAreaLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="flex min-h-12 items-center justify-center text-sm text-hover underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

export function LoginAreaButtonLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="flex min-h-12 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary shadow-box"
    >
      {children}
    </Link>
  );
}

/** The username (an email address as a rule): no capitals, no spelling correction, the email keyboard. */
export function UsernameField<TValues extends FieldValues & { username: string }, TOut>({
  form,
  label,
  limits,
}: {
  form: TFieldForm<TValues, TOut>;
  label: string;
  limits?: TInputLimits;
}) {
  return (
    <TextField
      form={form}
      name={'username' as Path<TValues>}
      label={label}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="email"
      {...limits}
    />
  );
}
