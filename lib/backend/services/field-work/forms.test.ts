import { validateAnswers } from './forms';
import { pdfWords } from '../pdf/pdf-words';
import nlMessages from '../../../../messages/nl.json';
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

describe('an answer on paper', () => {
  it("reads yes/no in the reader's language, numbers and missing answers", () => {
    const en = pdfWords({ locale: 'en', timeZone: 'Europe/Amsterdam', tenantName: 'T' });
    const nl = pdfWords({ locale: 'nl', timeZone: 'Europe/Amsterdam', tenantName: 'T' });
    expect([en.answer(questions[0]!, true), en.answer(questions[0]!, false)]).toEqual(['Yes', 'No']);
    expect([nl.answer(questions[0]!, true), nl.answer(questions[0]!, false)]).toEqual([
      nlMessages.Pdf.yes,
      nlMessages.Pdf.no,
    ]);
    expect(en.answer(questions[1]!, 7)).toBe('7');
    expect(en.answer(questions[3]!, undefined)).toBe('-');
  });
});
