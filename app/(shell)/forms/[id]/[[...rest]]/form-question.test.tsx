/** @jest-environment jsdom */
// One question of a form in a DOM with the real messages: Next on an empty required question says
// it must be answered, also when the saved answers arrive while the press is still being checked
// (the browser test's third run in stop 36: the arrival reset the form, and react-hook-form
// dropped the check it overtook).
import { act, useSyncExternalStore } from 'react';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/app/_components/test-support/render';
import { saveFormAnswers } from '@/lib/client/api/paperwork';
import type { TFormPerform } from '@/lib/domain/paperwork';
import type { TFormQuestion } from '@/lib/domain/field-work';
import { FormQuestion } from './form-question';

// The saved answers as SWR would hand them over: none yet, then the server's.
const mockSaved = {
  data: undefined as TFormPerform | undefined,
  listeners: new Set<() => void>(),
  arrive(data: TFormPerform) {
    this.data = data;
    this.listeners.forEach((l) => l());
  },
};
jest.mock('@/lib/client/api/forms-perform', () => ({
  useFormPerform: () => ({
    data: useSyncExternalStore(
      (l: () => void) => (mockSaved.listeners.add(l), () => mockSaved.listeners.delete(l)),
      () => mockSaved.data,
    ),
    mutate: async () => undefined,
  }),
}));
jest.mock('@/lib/client/api/paperwork', () => ({ saveFormAnswers: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// The check of the press waits at this gate, as it waits for the schema's chunk in the browser.
const mockGate = { open: () => {}, wait: Promise.resolve() };
jest.mock('@/app/(shell)/_paperwork/answer-schema', () => {
  const actual = jest.requireActual('@/app/(shell)/_paperwork/answer-schema');
  const { z } = jest.requireActual('zod');
  return {
    ...actual,
    singleAnswerSchema: (q: TFormQuestion) =>
      z
        .any()
        .transform(async (v: unknown) => {
          await mockGate.wait;
          return v;
        })
        .pipe(actual.singleAnswerSchema(q)),
  };
});

const question: TFormQuestion = { id: 'iban', label: 'Bank account', type: 'text', required: true };
const perform = (answers: Record<string, string>): TFormPerform => ({
  form: { id: 3, name: 'Payroll details', kind: 'questionnaire', questions: [question] },
  status: 'inProgress',
  result: { id: 1, answers, signerName: null, signedAt: null, createdAt: '2026-11-30T10:00:00Z' },
});

let view: Awaited<ReturnType<typeof renderWithIntl>>;
beforeEach(async () => {
  mockSaved.data = undefined;
  mockGate.wait = new Promise<void>((resolve) => (mockGate.open = resolve));
  view = await renderWithIntl(
    <FormQuestion
      formId={3}
      formName="Payroll details"
      question={question}
      position={{ index: 0, total: 5 }}
      value={undefined}
      nextHref="/forms/3/payroll-details/taxCredit"
      previousHref="/forms/3/payroll-details"
    />,
  );
});
afterEach(() => view.unmount());

const press = () =>
  act(async () => {
    view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
const field = () => view.container.querySelector<HTMLInputElement>('#answer-iban')!;

describe('FormQuestion', () => {
  it('says "must be answered" when the saved answers arrive while Next is being checked', async () => {
    await press();
    await act(async () => mockSaved.arrive(perform({})));
    await act(async () => mockGate.open());
    expect(view.container.textContent).toContain(en.FormPage.answerRequired);
    expect(saveFormAnswers).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('fills the field with an answer saved since the page was drawn, keeping the message', async () => {
    mockGate.open();
    await press();
    expect(view.container.textContent).toContain(en.FormPage.answerRequired);
    await act(async () => mockSaved.arrive(perform({ iban: 'NL91ABNA0417164300' })));
    expect(field().value).toBe('NL91ABNA0417164300');
    expect(view.container.textContent).toContain(en.FormPage.answerRequired);
  });
});
