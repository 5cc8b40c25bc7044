import { titleMetadata } from '@/lib/i18n/page-title';
import { CheckPage } from '@/app/(shell)/_crew/checks/check-page';

export const generateMetadata = () => titleMetadata('checkOut');

export default async function CheckOutPage({ params }: { params: Promise<{ id: string }> }) {
  return <CheckPage id={(await params).id} mode="out" />;
}
