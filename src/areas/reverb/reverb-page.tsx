import { AreaIntroPage } from '../area-intro-page';

export function ReverbPage() {
  return <AreaIntroPage area="reverb" />;
}
