import { Loader } from '../../_components/loader';

export default function ShellLoading() {
  return <Loader />;
}
