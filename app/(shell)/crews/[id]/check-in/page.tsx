import { titleMetadata } from '@/lib/i18n/page-title';
import { CheckPage } from '../_field/check-page';

export const generateMetadata = () => titleMetadata('checkIn');

export default async function CheckInPage({ params }: { params: Promise<{ id: string }> }) {
  return <CheckPage id={(await params).id} mode="in" />;
}
