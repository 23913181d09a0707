import { AreaIntroPage } from '../area-intro-page';

export function DistancePage() {
  return <AreaIntroPage area="distance" />;
}
