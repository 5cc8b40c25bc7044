import type { TFormQuestion } from '@/lib/domain/field-work';
import { answerPath, emptyAnswers } from './answers';

const questions: TFormQuestion[] = [
  { id: 'exits', label: 'Exits free', type: 'yesNo', required: true },
  { id: 'count', label: 'Crew on site', type: 'number', required: true },
  { id: 'ppe', label: 'PPE', type: 'choice', options: ['All', 'Some'], required: true },
  { id: 'notes.1', label: 'Notes', type: 'text', required: false },
];

describe('answers in the form', () => {
  it('start empty: nothing chosen, nothing typed', () => {
    expect(emptyAnswers(questions)).toEqual([null, '', null, '']);
  });

  it('map the backend’s question ids onto the form’s places, whatever the id looks like', () => {
    expect(answerPath(questions, 'answers.count')).toBe('answers.1');
    expect(answerPath(questions, 'answers.notes.1')).toBe('answers.3');
    expect(answerPath(questions, 'signerName')).toBe('signerName');
  });

  it('leave the answers as a whole and unknown questions to the form', () => {
    expect(answerPath(questions, 'answers')).toBeNull();
    expect(answerPath(questions, 'answers.gone')).toBeNull();
  });
});
