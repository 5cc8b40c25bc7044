// The crews of a project for a project session and other readers: each links to its crew page.
import { getTranslations } from 'next-intl/server';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TLoaded } from '@/lib/bff/load';
import type { TProjectCrew } from '@/lib/domain/planning';
import { LoadError } from '@/app/_components/ui/load-error';
import type { TProjectViewer } from '../_lib/project-data';
import { CrewCard } from './crew-card';

export async function CrewCards({ crews, viewer }: { crews: TLoaded<TProjectCrew[]>; viewer: TProjectViewer }) {
  const [t, tRoot] = await Promise.all([getTranslations('ProjectPage'), getTranslations()]);
  return (
    <section aria-labelledby="project-crews-title" className="flex flex-col gap-3" data-testid="project-crews">
      <h2 id="project-crews-title" className="text-base font-semibold">
        {t('crews')}
      </h2>
      {!crews.ok ? (
        <LoadError heading={t('crewsNotFound')} reason={tRoot(errorMessageKey(crews.code))} code={crews.code} />
      ) : crews.data.length === 0 ? (
        <p className="text-muted">{t('noCrews')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {crews.data.map((crew) => (
            <CrewCard
              key={crew.id}
              crew={crew}
              linkContactOnSite={viewer.canOpen(`/crews/${crew.id}/contact-contact-on-site`)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
