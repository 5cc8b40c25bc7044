// /public-profile/{personId} (SPEC §2): outside the shell and without toasts.
import { getTranslations } from 'next-intl/server';
import { loadById, type TLoaded } from '@/lib/bff/load';
import { getPerson } from '@/lib/bff/queries/people';
import { fullName, type TPerson } from '@/lib/domain/people';
import { MESSAGE_SCREEN } from '@/app/_components/ui/message-screen';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('publicProfile');

type TProfile = { kind: 'ok'; person: TPerson } | { kind: 'notFound' } | { kind: 'error'; code: string };

/** Missing, foreign or forbidden persons all read as "not found": the page says nothing about them. */
function profileOf(result: TLoaded<TPerson>): TProfile {
  if (result.ok) return { kind: 'ok', person: result.data };
  if ([401, 403, 404].includes(result.status)) return { kind: 'notFound' };
  return { kind: 'error', code: result.code };
}

/** Only http(s) and same-site pictures are shown; anything else could be a script URL. */
const safePicture = (url: string | null | undefined) =>
  url && (/^https?:\/\//.test(url) || url.startsWith('/')) ? url : null;

export default async function PublicProfilePage({ params }: { params: Promise<{ personId: string }> }) {
  const { personId } = await params;
  const [t, loaded] = await Promise.all([getTranslations('PublicProfilePage'), loadById(personId, getPerson)]);
  const result = profileOf(loaded);
  return (
    <main className={MESSAGE_SCREEN.fullPage}>
      {result.kind === 'ok' ? (
        <>
          {safePicture(result.person.pictureUrl) ? (
            <img
              src={safePicture(result.person.pictureUrl)!}
              alt={t('pictureAlt', { name: fullName(result.person) })}
              className="h-36 w-36 rounded-full object-cover shadow-box"
            />
          ) : (
            <div
              aria-hidden="true"
              className="grid h-36 w-36 place-items-center rounded-full bg-soft text-4xl font-semibold text-hover"
            >
              {`${result.person.firstName.charAt(0)}${result.person.lastName.charAt(0)}`.toUpperCase()}
            </div>
          )}
          <h1 className="text-2xl font-semibold" data-testid="profile-name">
            {fullName(result.person)}
          </h1>
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
