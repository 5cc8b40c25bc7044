/** @jest-environment jsdom */
// The parts for forms beyond plain text: a radio group with boolean values, a field drawn by a
// component of its own, fields at array paths, limits read from the loaded schema, messages
// worded per path by a function, and server paths mapped onto the form's fields.
import { z } from 'zod';
import { resetStartUp } from '@/lib/client/after-start-up';
import { ApiClientError } from '@/lib/client/fetcher';
import { CustomField } from './custom-field';
import { RadioGroupField } from './radio-group-field';
import { domHarness } from './test-dom';
import { TextField } from './text-field';
import { useDomainForm } from './use-domain-form';

jest.mock('next-intl', () => ({
  useTranslations: (namespace?: string) => (key: string, values?: Record<string, unknown>) =>
    `${namespace ? `${namespace}.` : ''}${key}${values ? JSON.stringify(values) : ''}`,
  useLocale: () => 'en',
  useTimeZone: () => 'UTC',
}));

const ZSurvey = z.object({
  answers: z.tuple([z.boolean(), z.string().trim().max(4)]),
  rating: z.number().int().min(1),
});
const loadSchema = async () => ZSurvey;
/** The server names answers by question id; the form keeps them in question order. */
const QUESTION_INDEX: Record<string, number> = { exits: 0, note: 1 };

type TValues = { answers: [boolean | null, string]; rating: number | null };
let action: jest.Mock<Promise<void>, [z.infer<typeof ZSurvey>]>;
let results: boolean[];

function Survey() {
  const form = useDomainForm<TValues, z.infer<typeof ZSurvey>>({
    schema: loadSchema,
    defaultValues: { answers: [null, ''], rating: null },
    messages: (path, m) => (path.startsWith('answers.') && m.key === 'required' ? 'Answer this' : undefined),
    fieldPath: (path) => {
      const index = QUESTION_INDEX[path.replace(/^answers\./, '')];
      return index === undefined ? null : `answers.${index}`;
    },
  });
  return (
    <form
      onSubmit={(e) =>
        void form
          .submit(action)(e)
          .then((done) => results.push(done))
      }
      noValidate
    >
      {form.formError ? <p role="alert">{form.formError.code}</p> : null}
      <RadioGroupField
        form={form}
        name="answers.0"
        id="exits"
        label="Exits free"
        options={[
          { value: true, label: 'Yes' },
          { value: false, label: 'No' },
        ]}
      />
      <TextField form={form} name="answers.1" id="note" label="Note" />
      <CustomField
        form={form}
        name="rating"
        id="rating"
        render={({ id, value, onChange, ref, ...aria }) => (
          <div role="group" aria-label="Stars" {...aria}>
            {[1, 2, 3].map((n) => (
              <button
                key={n}
                type="button"
                id={`${id}-${n}`}
                ref={n === 1 ? ref : undefined}
                aria-pressed={value === n}
                onClick={() => onChange(n)}
              >
                {n}
              </button>
            ))}
          </div>
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const dom = domHarness();
beforeEach(() => {
  action = jest.fn(async (_values: z.infer<typeof ZSurvey>) => {});
  results = [];
});

describe('useDomainForm with radio, custom and array fields', () => {
  it('checks every kind of field in the browser and focuses the first wrong one', async () => {
    await dom.render(<Survey />);
    await dom.type('#note', 'too long');
    await dom.submit();
    expect(action).not.toHaveBeenCalled();
    expect(results).toEqual([false]);
    expect(dom.text('#exits-error')).toBe('Answer this');
    expect(dom.find('fieldset').getAttribute('aria-describedby')).toBe('exits-error');
    expect(dom.find('fieldset').getAttribute('aria-invalid')).toBe('true');
    expect(dom.text('#note-error')).toBe('Validation.tooLong{"max":4}');
    expect(dom.text('#rating-error')).toBe('Validation.required');
    expect(dom.find('[role="group"]').getAttribute('aria-describedby')).toBe('rating-error');
    expect(document.activeElement).toBe(dom.find('#exits'));
  });

  it('takes maxLength from the loaded schema, at an array path', async () => {
    await dom.render(<Survey />);
    await dom.click('#note');
    expect(dom.find('#note').maxLength).toBe(4);
  });

  it('loads the schema on the first interaction, not at start-up', async () => {
    resetStartUp();
    const load = jest.fn(async () => z.object({ note: z.string().max(4) }));
    function Note() {
      const form = useDomainForm<{ note: string }, { note: string }>({ schema: load, defaultValues: { note: '' } });
      return <TextField form={form} name="note" label="Note" id="note" />;
    }
    await dom.render(<Note />);
    expect(load).not.toHaveBeenCalled();
    expect(dom.find('#note').maxLength).toBe(-1);
    await dom.click('#note');
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.find('#note').maxLength).toBe(4);
  });

  it('sends the values the components chose, parsed', async () => {
    await dom.render(<Survey />);
    await dom.click('#exits');
    await dom.type('#note', ' ok ');
    await dom.click('#rating-3');
    expect(dom.find('#rating-3').getAttribute('aria-pressed')).toBe('true');
    await dom.submit();
    expect(action).toHaveBeenCalledWith({ answers: [true, 'ok'], rating: 3 });
    expect(results).toEqual([true]);
  });

  it('puts the server’s paths on the fields they map to, and the rest on the form', async () => {
    action.mockRejectedValueOnce(
      new ApiClientError(422, 'VALIDATION_FAILED', 'x', undefined, {
        'answers.note': { key: 'invalid' },
        'answers.exits': { key: 'required' },
      }),
    );
    await dom.render(<Survey />);
    await dom.click('#exits');
    await dom.type('#note', 'ok');
    await dom.click('#rating-2');
    await dom.submit();
    expect(results).toEqual([false]);
    expect(dom.text('#note-error')).toBe('Validation.invalid');
    expect(dom.text('#exits-error')).toBe('Answer this');
    expect(dom.text('[role="alert"]')).toBeNull();
    expect([dom.find('#exits').checked, dom.find('#note').value]).toEqual([true, 'ok']);

    action.mockRejectedValueOnce(
      new ApiClientError(422, 'VALIDATION_FAILED', 'x', undefined, { formId: { key: 'invalid' } }),
    );
    await dom.submit();
    expect(dom.text('[role="alert"]')).toBe('VALIDATION_FAILED');
  });
});
