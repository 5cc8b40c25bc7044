// The typed answers of a form turned into what the backend takes, with the problems found
// first on the device (a required question left open, a number that is not one).
import type { TAnswerValue, TFormQuestion } from '@/lib/domain/field-work';

export type TAnswerProblem = 'required' | 'number';

export function toAnswers(questions: TFormQuestion[], draft: Record<string, string | boolean | undefined>) {
  const answers: Record<string, TAnswerValue> = {};
  const problems: Record<string, TAnswerProblem> = {};
  for (const q of questions) {
    const raw = draft[q.id];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === undefined || text === '') {
      if (q.required) problems[q.id] = 'required';
      continue;
    }
    if (q.type === 'number') {
      const n = typeof text === 'string' ? Number(text.replace(',', '.')) : Number.NaN;
      if (!Number.isFinite(n)) problems[q.id] = 'number';
      else answers[q.id] = n;
      continue;
    }
    answers[q.id] = text;
  }
  return { answers, problems };
}
