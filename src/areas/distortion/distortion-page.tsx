import { AreaIntroPage } from '../area-intro-page';

export function DistortionPage() {
  return <AreaIntroPage area="distortion" />;
}
