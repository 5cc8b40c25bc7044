import type { FieldValues, Path } from 'react-hook-form';
import type { TFieldForm } from '@/app/_components/form/field-parts';
import type { TInputLimits } from '@/app/_components/form/field-limits';
import { TextField } from '@/app/_components/form/text-field';

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
