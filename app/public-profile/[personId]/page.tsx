// /public-profile/{personId} (rules §2): outside the shell and without toasts. What anyone signed
// in may see of a person: name, approved picture and crew functions; nothing private.
import { getTranslations } from 'next-intl/server';
import { loadById, type TLoaded } from '@/lib/bff/load';
import { getPublicProfile } from '@/lib/bff/queries/self-service';
import { apiUrl } from '@/lib/client/api/http';
import { selfServicePaths } from '@/lib/domain/self-service/paths';
import type { TPublicProfile } from '@/lib/domain/self-service/profile-pictures';
import { MESSAGE_SCREEN } from '@/app/_components/ui/message-screen';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('publicProfile');

type TProfile = { kind: 'ok'; profile: TPublicProfile } | { kind: 'notFound' } | { kind: 'error'; code: string };

/** Missing, foreign or forbidden persons all read as "not found": the page says nothing about them. */
function profileOf(result: TLoaded<TPublicProfile>): TProfile {
  if (result.ok) return { kind: 'ok', profile: result.data };
  if ([401, 403, 404].includes(result.status)) return { kind: 'notFound' };
  return { kind: 'error', code: result.code };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0))
    .filter((c, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase();

export default async function PublicProfilePage({ params }: { params: Promise<{ personId: string }> }) {
  const { personId } = await params;
  const [t, loaded] = await Promise.all([getTranslations('PublicProfilePage'), loadById(personId, getPublicProfile)]);
  const result = profileOf(loaded);
  return (
    <main className={MESSAGE_SCREEN.fullPage}>
      {result.kind === 'ok' ? (
        <>
          {result.profile.pictureId !== null ? (
            <img
              src={apiUrl(selfServicePaths.profilePictureFile(result.profile.id, result.profile.pictureId))}
              alt={t('pictureAlt', { name: result.profile.name })}
              className="h-36 w-36 rounded-full object-cover shadow-box"
              data-testid="profile-picture"
            />
          ) : (
            <div
              aria-hidden="true"
              className="grid h-36 w-36 place-items-center rounded-full bg-soft text-4xl font-semibold text-hover"
            >
              {initials(result.profile.name)}
            </div>
          )}
          <h1 className="text-2xl font-semibold" data-testid="profile-name">
            {result.profile.name}
          </h1>
          {result.profile.functions.length > 0 ? (
            <section aria-labelledby="functions-title" className="flex flex-col items-center gap-2">
              <h2 id="functions-title" className="text-sm font-medium text-muted">
                {t('functions')}
              </h2>
              <ul className="flex flex-wrap justify-center gap-2" data-testid="profile-functions">
                {result.profile.functions.map((f) => (
                  <li key={f.id} className="rounded-full bg-soft px-3 py-1 text-sm ring-1 ring-line">
                    {f.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="text-sm text-muted">{t('noFunctions')}</p>
          )}
        </>
      ) : result.kind === 'notFound' ? (
        <h1 className="text-xl font-semibold" data-testid="profile-not-found">
          {t('notFound')}
        </h1>
      ) : (
        <p role="alert" className="text-danger">
          {t('loadFailed')}
        </p>
      )}
    </main>
  );
}
