// /crew-info (rules §2; crew with the right crewInfo): the company's information for crew —
// house rules, whom to call, what to bring — in the company's own words; numbers and email
// addresses in it can be tapped.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getCrewInfo } from '@/lib/bff/queries/self-service';
import { dialable } from '@/lib/domain/people/phone';
import { Card } from '@/app/_components/ui/card';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { linkify } from './linkify';

export const generateMetadata = () => titleMetadata('crewInfo');

function Line({ line }: { line: string }) {
  return (
    <>
      {linkify(line).map((part, i) =>
        part.kind === 'phone' ? (
          <a key={i} href={`tel:${dialable(part.text)}`} className="font-medium text-hover underline">
            {part.text}
          </a>
        ) : part.kind === 'email' ? (
          <a key={i} href={`mailto:${part.text}`} className="font-medium text-hover underline">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export default async function CrewInfoPage() {
  const [t, format, result] = await Promise.all([getTranslations('CrewInfoPage'), getFormatter(), getCrewInfo()]);
  if (!result.ok) return <LoadFailed heading={t('notFound')} code={result.code} />;
  const { sections, updatedAt } = result.data;
  if (sections.length === 0)
    return (
      <p className="rounded-xl bg-soft p-4" data-testid="crew-info-empty">
        {t('empty')}
      </p>
    );
  return (
    <div className="flex flex-col gap-4" data-testid="crew-info-page">
      {sections.map((s) => (
        <Card key={s.id} id={`crew-info-${s.id}`} title={s.title} testId={`crew-info-${s.kind}`}>
          <div className="flex flex-col gap-1">
            {s.body.split('\n').map((line, i) =>
              line.trim() ? (
                <p key={i}>
                  <Line line={line} />
                </p>
              ) : null,
            )}
          </div>
        </Card>
      ))}
      {updatedAt ? (
        <p className="text-xs text-muted">{t('updated', { at: format.dateTime(new Date(updatedAt), 'short') })}</p>
      ) : null}
    </div>
  );
}
