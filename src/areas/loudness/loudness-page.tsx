import { AreaIntroPage } from '../area-intro-page';

export function LoudnessPage() {
  return <AreaIntroPage area="loudness" />;
}
