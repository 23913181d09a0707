import { AreaIntroPage } from '../area-intro-page';

export function StereoPage() {
  return <AreaIntroPage area="stereo" />;
}
