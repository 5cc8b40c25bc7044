import { titleMetadata } from '@/lib/i18n/page-title';
import type { TCrewPhoto } from '@/lib/domain/field-work';
import { CrewFrame, LoadFailed } from '@/app/(shell)/_crew/crew-frame';
import { loadCrewPage, loadFromBackend, workDateOf } from '@/app/(shell)/_crew/crew-page';
import { PhotosPanel } from '@/app/(shell)/_crew/photos/photos-panel';

export const generateMetadata = () => titleMetadata('photos');

export default async function PhotosPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [page, { today }] = await Promise.all([loadCrewPage(id), workDateOf(undefined)]);
  const photos = page.crew.ok ? await loadFromBackend<TCrewPhoto[]>(`/projectCrews/${page.crew.data.id}/photos`) : null;
  return (
    <CrewFrame page={page} current="photos" date={today}>
      {page.crew.ok && photos ? (
        photos.ok ? (
          <PhotosPanel crewId={page.crew.data.id} initial={photos.data} planner={page.isPlanner} />
        ) : (
          <LoadFailed code={photos.code} />
        )
      ) : null}
    </CrewFrame>
  );
}
