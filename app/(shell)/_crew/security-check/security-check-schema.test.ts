import type { TFormQuestion } from '@/lib/domain/field-work';
import { validationMessage } from '@/lib/domain/validation';
import { limitsAt } from '@/app/_components/form/field-limits';
import { securityCheckSchema } from './security-check-schema';

const questions: TFormQuestion[] = [
  { id: 'exits', label: 'Exits free', type: 'yesNo', required: true },
  { id: 'count', label: 'Crew on site', type: 'number', required: true },
  { id: 'ppe', label: 'PPE', type: 'choice', options: ['All', 'Some'], required: true },
  { id: 'notes', label: 'Notes', type: 'text', required: false },
  { id: 'wet', label: 'Wet floor', type: 'yesNo', required: false },
];
const schema = securityCheckSchema(questions);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const signed = { signerName: ' Sam ', signature: SIGNATURE };

/** The message key of each path that is wrong, as the form would show them. */
function problems(values: unknown) {
  const result = schema.safeParse(values, { reportInput: true });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), validationMessage(i).key]));
}

describe('securityCheckSchema', () => {
  it('turns the answers into what the backend takes: by question id, typed, unanswered ones left out', () => {
    expect(schema.parse({ answers: [false, ' 12,5 ', 'All', '  wet floor ', null], ...signed })).toEqual({
      answers: { exits: false, count: 12.5, ppe: 'All', notes: 'wet floor' },
      signerName: 'Sam',
      signature: SIGNATURE,
    });
  });

  it('names each required question left open by its place in the form, and the missing signature', () => {
    expect(problems({ answers: [null, '  ', null, '   ', null], signerName: '', signature: null })).toEqual({
      'answers.0': 'required',
      'answers.1': 'required',
      'answers.2': 'required',
      signerName: 'required',
      signature: 'required',
    });
  });

  it('refuses a number that is not one, and an option the question does not have', () => {
    expect(problems({ answers: [true, 'ten', 'Most', '', null], ...signed })).toEqual({
      'answers.1': 'notANumber',
      'answers.2': 'invalidOption',
    });
  });

  it('caps a text answer and the signer’s name where the domain does', () => {
    expect(limitsAt(schema, 'answers.3')).toEqual({ maxLength: 2000 });
    expect(limitsAt(schema, 'signerName')).toEqual({ maxLength: 120, required: true });
    expect(problems({ answers: [true, '1', 'All', 'x'.repeat(2001), null], ...signed })).toEqual({
      'answers.3': 'tooLong',
    });
  });
});
