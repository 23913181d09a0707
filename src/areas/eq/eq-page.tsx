import { AreaIntroPage } from '../area-intro-page';

export function EqPage() {
  return <AreaIntroPage area="eq" />;
}
