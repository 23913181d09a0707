import { AreaIntroPage } from '../area-intro-page';

export function SpatialPage() {
  return <AreaIntroPage area="spatial" />;
}
