import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getCrewPhotos } from '@/lib/bff/queries/field-work';
import { CrewFrame } from '@/app/(shell)/_crew/crew-frame';
import { loadCrewPage, workDateOf } from '@/app/(shell)/_crew/crew-context';
import { PhotosPanel } from '@/app/(shell)/_crew/photos/photos-panel';
import { getRequestTenant } from '@/lib/bff/render-context';

export const generateMetadata = () => titleMetadata('photos');

export default async function PhotosPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [page, { today }, tenant] = await Promise.all([loadCrewPage(id), workDateOf(undefined), getRequestTenant()]);
  const photos = page.crew.ok ? await getCrewPhotos(page.crew.data.id) : null;
  return (
    <CrewFrame page={page} current="photos" date={today}>
      {page.crew.ok && photos ? (
        photos.ok ? (
          <PhotosPanel
            crewId={page.crew.data.id}
            initial={photos.data}
            planner={page.roles?.planner ?? false}
            keepLocation={tenant?.keepPhotoLocation ?? false}
          />
        ) : (
          <LoadFailed code={photos.code} />
        )
      ) : null}
    </CrewFrame>
  );
}
