/**
 * The report endpoints the pages call (docs/architecture.md, The REST API), as one small object so the
 * pages take it from context and tests hand in a fake instead of mocking modules.
 */
import { apiFetch, apiRequest } from '../lib/api-client';
import type { ClassLearningReport, Me, Organization, OwnLearningReport, OwnReport, StudentSummary, TotalReport, TotalReportFilters } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import { totalReportExportParams, totalReportRequestParams } from './report-query';
import type { OwnReportQuery, TotalReportQuery } from './report-query';
import type { CsvFileLocale } from './csv-download';

/** What the class's learning is narrowed by: the total report's organization and dates. */
export type ClassLearningFilters = Pick<TotalReportFilters, 'organization' | 'from' | 'to'>;

export interface ReportsApi {
  ownReport(area: AreaId, query: OwnReportQuery, signal: AbortSignal): Promise<OwnReport>;
  totalReport(area: AreaId, query: TotalReportQuery, signal: AbortSignal): Promise<TotalReport>;
  organizations(signal: AbortSignal): Promise<Organization[]>;
  /**
   * The raw response of the CSV export, so its body can be read as a stream, written in
   * `locale`'s language, its times in `locale`'s time zone.
   */
  exportTotalReport(area: AreaId, query: TotalReportQuery, locale: CsvFileLocale, signal: AbortSignal): Promise<Response>;
  /** The signed-in teacher's own profile: the total report opens on their organization. */
  me(signal: AbortSignal): Promise<Me>;
  /** One student across areas (`GET /api/students/:sub/summary`). */
  studentSummary(sub: string, signal: AbortSignal): Promise<StudentSummary>;
  /** The student's thresholds over time and confusions in an area. */
  ownLearning(area: AreaId, signal: AbortSignal): Promise<OwnLearningReport>;
  /** The class's latest thresholds and confusions in an area, by the total report's organization and dates. */
  classLearning(area: AreaId, filters: ClassLearningFilters, signal: AbortSignal): Promise<ClassLearningReport>;
}

function queryRecord(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

export const httpReportsApi: ReportsApi = {
  ownReport(area, query, signal) {
    return apiRequest<OwnReport>('GET', `reports/${area}`, {
      query: { kind: query.kind, page: String(query.page), pageSize: String(query.pageSize) },
      signal,
    });
  },
  totalReport(area, query, signal) {
    return apiRequest<TotalReport>('GET', `total-reports/${area}`, {
      query: queryRecord(totalReportRequestParams(query, true)),
      signal,
    });
  },
  organizations(signal) {
    // Secondary to the report itself: the filter form says when the list is missing.
    return apiRequest<Organization[]>('GET', 'organizations', { signal, reportErrors: false });
  },
  exportTotalReport(area, query, locale, signal) {
    const params = totalReportExportParams(query, locale);
    // A failed export is said in the download panel, not in the app-wide error dialog.
    return apiFetch(`total-reports/${area}/export?${params.toString()}`, { signal, reportErrors: false });
  },
  me(signal) {
    // Only picks the report's first organization: without it the report shows them all.
    return apiRequest<Me>('GET', 'me', { signal, reportErrors: false });
  },
  studentSummary(sub, signal) {
    return apiRequest<StudentSummary>('GET', `students/${encodeURIComponent(sub)}/summary`, { signal });
  },
  ownLearning(area, signal) {
    return apiRequest<OwnLearningReport>('GET', `reports/${area}/learning`, { signal });
  },
  classLearning(area, filters, signal) {
    const query = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
    return apiRequest<ClassLearningReport>('GET', `total-reports/${area}/learning`, { query, signal });
  },
};
