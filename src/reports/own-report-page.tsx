import type { AreaId } from '../lib/areas';

export function OwnReportPage({ area }: { area: AreaId }) {
  return <section data-report={area} />;
}
