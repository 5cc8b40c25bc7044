import { answerText, validateAnswers } from './forms';
import type { TFormQuestion } from '../../../domain/field-work';

const questions: TFormQuestion[] = [
  { id: 'exits', label: 'Fire exits checked', type: 'yesNo', required: true },
  { id: 'count', label: 'Crew on site', type: 'number', required: true },
  { id: 'weather', label: 'Weather', type: 'choice', options: ['Dry', 'Rain'], required: false },
  { id: 'notes', label: 'Hazards', type: 'text', required: false },
];

describe('validateAnswers', () => {
  it('keeps valid answers in question order, trims text and drops empty optional ones', () => {
    expect(validateAnswers(questions, { notes: '  loose cable ', count: 12, exits: false, weather: '' })).toEqual({
      exits: false,
      count: 12,
      notes: 'loose cable',
    });
  });
  it('names every missing, mistyped or unknown answer', () => {
    try {
      validateAnswers(questions, { exits: 'yes', weather: 'Snow', notes: 5, bogus: true });
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          'answers.exits': 'Answer yes or no',
          'answers.count': 'Answer this question',
          'answers.weather': 'Choose one of the options',
          'answers.notes': 'Enter text',
          'answers.bogus': 'This form has no such question',
        },
      });
    }
  });
});

describe('answerText', () => {
  it('reads yes/no, numbers and missing answers', () => {
    expect(answerText(questions[0]!, true)).toBe('Yes');
    expect(answerText(questions[0]!, false)).toBe('No');
    expect(answerText(questions[1]!, 7)).toBe('7');
    expect(answerText(questions[3]!, undefined)).toBe('-');
  });
});
