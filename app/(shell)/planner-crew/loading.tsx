import { Loader } from '@/app/_components/loader';

/** Shown while the server reads the page's data. */
export default function Loading() {
  return <Loader />;
}
