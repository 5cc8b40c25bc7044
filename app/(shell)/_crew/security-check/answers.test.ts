import type { TFormQuestion } from '@/lib/domain/field-work';
import { toAnswers } from './answers';

const questions: TFormQuestion[] = [
  { id: 'exits', label: 'Exits free', type: 'yesNo', required: true },
  { id: 'count', label: 'Crew on site', type: 'number', required: true },
  { id: 'ppe', label: 'PPE', type: 'choice', options: ['All', 'Some'], required: true },
  { id: 'notes', label: 'Notes', type: 'text', required: false },
];

describe('toAnswers', () => {
  it('converts typed answers', () => {
    expect(toAnswers(questions, { exits: false, count: ' 12,5 ', ppe: 'All', notes: '  wet floor ' })).toEqual({
      answers: { exits: false, count: 12.5, ppe: 'All', notes: 'wet floor' },
      problems: {},
    });
  });

  it('names each required question left open, and leaves optional ones out', () => {
    expect(toAnswers(questions, { notes: '   ' })).toEqual({
      answers: {},
      problems: { exits: 'required', count: 'required', ppe: 'required' },
    });
  });

  it('refuses a number that is not one', () => {
    expect(toAnswers(questions, { exits: true, count: 'ten', ppe: 'Some' }).problems).toEqual({ count: 'number' });
  });
});
