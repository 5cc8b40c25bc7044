// /forms/{id}/{name?}/{questionId?} (rules §2): filling in a form, one question at a time. Each
// question has its own URL, so the browser's back button goes to the previous one; without a
// question the page shows the answers so far and, once every required question is answered,
// signing. A signed form shows its answers, its PDFs and sending it by email.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getFormPerform } from '@/lib/bff/queries/paperwork';
import { loadById, pageRecord } from '@/lib/bff/load';
import { formSlug } from '@/lib/domain/paperwork';
import { LoadError } from '@/app/_components/ui/load-error';
import { FormQuestion } from './lazy-forms';
import { FormOverview } from './form-overview';

export const generateMetadata = () => titleMetadata('form');

type Props = { params: Promise<{ id: string; rest?: string[] }> };

export default async function FormPage({ params }: Props) {
  const [{ id, rest = [] }, t, tRoot] = await Promise.all([params, getTranslations('FormPage'), getTranslations()]);
  const result = pageRecord(await loadById(id, getFormPerform));
  if (!result.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(result.code))} code={result.code} />;
  const perform = result.data;
  const { form } = perform;
  const base = `/forms/${form.id}/${formSlug(form.name)}`;
  const index = rest[1] ? form.questions.findIndex((q) => q.id === decodeURIComponent(rest[1]!)) : -1;
  if (rest[1] && index < 0) return <LoadError heading={t('questionNotFound')} reason={tRoot('Errors.NOT_FOUND')} />;
  if (index >= 0 && perform.status !== 'signed') {
    const q = form.questions[index]!;
    const next = form.questions[index + 1];
    const previous = form.questions[index - 1];
    return (
      <FormQuestion
        key={q.id}
        formId={form.id}
        formName={form.name}
        question={q}
        position={{ index, total: form.questions.length }}
        value={perform.result?.answers[q.id]}
        nextHref={next ? `${base}/${encodeURIComponent(next.id)}` : base}
        previousHref={previous ? `${base}/${encodeURIComponent(previous.id)}` : base}
      />
    );
  }
  return <FormOverview perform={perform} base={base} />;
}
