import { Loader } from '@/app/_components/loader';

/** While a plus crew's page loads on the server (SPEC §4: loading). */
export default function PlusCrewsLoading() {
  return <Loader />;
}
