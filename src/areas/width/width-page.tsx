import { AreaIntroPage } from '../area-intro-page';

export function WidthPage() {
  return <AreaIntroPage area="width" />;
}
