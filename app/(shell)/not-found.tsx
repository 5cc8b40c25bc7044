import { NotFoundContent } from '../_components/not-found-content';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = () => titleMetadata('notFound');

export default function ShellNotFound() {
  return <NotFoundContent inShell />;
}
