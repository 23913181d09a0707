import type { AreaId } from '../lib/areas';

export function TotalReportPage({ area }: { area: AreaId }) {
  return <section data-total-report={area} />;
}
