import { AreaIntroPage } from '../area-intro-page';

export function TimbrePage() {
  return <AreaIntroPage area="timbre" />;
}
