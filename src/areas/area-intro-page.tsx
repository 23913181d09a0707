import type { AreaId } from '../lib/areas';

/** What an area trains, shown until the area's exam page lands. (Rewritten by the app-shell work.) */
export function AreaIntroPage({ area }: { area: AreaId }) {
  return <section data-area={area} />;
}
