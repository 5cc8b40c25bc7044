/** @jest-environment jsdom */
// The hook and the parts together in a DOM: the browser's check, a failed call on the fields and
// on the form, the aria wiring, and values that survive an error.
import { z } from 'zod';
import { ApiClientError } from '@/lib/client/fetcher';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { domHarness } from './test-dom';
import { TextField } from './text-field';
import { useDomainForm } from './use-domain-form';

// use-intl ships only ES modules, which this Jest setup cannot load: a translator that shows the
// key and values it was asked for stands in.
jest.mock('next-intl', () => ({
  useTranslations: (namespace?: string) => (key: string, values?: Record<string, unknown>) =>
    `${namespace ? `${namespace}.` : ''}${key}${values ? JSON.stringify(values) : ''}`,
  useLocale: () => 'en',
  useTimeZone: () => 'UTC',
}));

const ZProfile = z.object({ name: z.string().trim().min(1).max(20), code: z.string().max(3) });
const loadSchema = async () => ZProfile;

let action: jest.Mock<Promise<void>, [{ name: string; code: string }]>;
beforeEach(() => {
  action = jest.fn(async (_values: { name: string; code: string }) => {});
});

function Profile({ initialError = null }: { initialError?: 'TOKEN_INVALID' | null }) {
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { name: '', code: '' },
    messages: { name: { required: 'Give your name' } },
    initialError,
  });
  return (
    <form onSubmit={form.submit(action)} noValidate>
      {form.formError ? (
        <FormMessage kind="error">
          {form.formError.code}: {form.formError.message}
        </FormMessage>
      ) : null}
      <TextField form={form} name="name" label="Name" hint="As on your passport" />
      <TextField form={form} name="code" label="Code" />
      <SubmitButton busy={form.busy}>Save</SubmitButton>
    </form>
  );
}

const { render, type, submit, text, find } = domHarness();
const input = (id: string) => find(`#${id}`);

describe('useDomainForm with the form parts', () => {
  it('checks in the browser first, in the field’s own words or the shared ones', async () => {
    await render(<Profile />);
    expect(input('name').getAttribute('aria-describedby')).toBe('name-hint');
    await type('#code', 'toolong');
    await submit();
    expect(action).not.toHaveBeenCalled();
    expect(text('#name-error')).toBe('Give your name');
    expect(text('#code-error')).toBe('Validation.tooLong{"max":3}');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').getAttribute('aria-describedby')).toBe('name-hint name-error');
    expect(document.activeElement).toBe(input('name'));
  });

  it('sends the parsed values and keeps them when the server refuses a field', async () => {
    action.mockRejectedValueOnce(
      new ApiClientError(422, 'VALIDATION_FAILED', 'code: taken', { code: 'Taken' }, { code: { key: 'format' } }),
    );
    await render(<Profile />);
    await type('#name', '  Ann ');
    await type('#code', 'AB');
    await submit();
    expect(action).toHaveBeenCalledWith({ name: 'Ann', code: 'AB' });
    expect(text('#code-error')).toBe('Validation.format');
    expect(text('[role="alert"]')).toBeNull();
    expect([input('name').value, input('code').value]).toEqual(['  Ann ', 'AB']);
    expect(document.activeElement).toBe(input('code'));
  });

  it('shows other failures as one sentence on the form, cleared by the next submit', async () => {
    action.mockRejectedValueOnce(new ApiClientError(401, 'INVALID_CREDENTIALS', 'Wrong'));
    await render(<Profile />);
    await type('#name', 'Ann');
    await submit();
    expect(text('[role="alert"]')).toBe('INVALID_CREDENTIALS: Errors.INVALID_CREDENTIALS');
    expect(input('name').value).toBe('Ann');
    await submit();
    expect(action).toHaveBeenCalledTimes(2);
    expect(text('[role="alert"]')).toBeNull();
  });

  it('shows an initial error until the first submit', async () => {
    await render(<Profile initialError="TOKEN_INVALID" />);
    expect(text('[data-testid="form-error"]')).toBe('TOKEN_INVALID: Errors.TOKEN_INVALID');
    await type('#name', 'Ann');
    await submit();
    expect(text('[data-testid="form-error"]')).toBeNull();
  });
});
