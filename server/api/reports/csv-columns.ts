import type { TotalReportSubmissionRow, TotalReportUserRow, TotalReportView } from '../../../src/lib/api-types';
import type { CsvCell } from './csv';

export type CsvLanguage = 'en' | 'zh-CN';

interface Column<R> {
  header: Record<CsvLanguage, string>;
  cell(row: R): CsvCell;
}

const identity = {
  user: { header: { en: 'User', 'zh-CN': '用户' } },
  studentId: { header: { en: 'Student ID', 'zh-CN': '学号' } },
  name: { header: { en: 'Name', 'zh-CN': '姓名' } },
  organization: { header: { en: 'Organization', 'zh-CN': '单位' } },
} as const;

export const USER_COLUMNS: readonly Column<TotalReportUserRow>[] = [
  { ...identity.user, cell: (r) => r.user },
  { ...identity.studentId, cell: (r) => r.studentId },
  { ...identity.name, cell: (r) => r.name },
  { ...identity.organization, cell: (r) => r.organization },
  { header: { en: 'Submit count', 'zh-CN': '提交次数' }, cell: (r) => r.submitCount },
  { header: { en: 'Average score', 'zh-CN': '平均分' }, cell: (r) => r.averageScore },
  { header: { en: 'Max score', 'zh-CN': '最高分' }, cell: (r) => r.maxScore },
];

export const SUBMISSION_COLUMNS: readonly Column<TotalReportSubmissionRow>[] = [
  { header: { en: 'Submit time', 'zh-CN': '提交时间' }, cell: (r) => r.submittedAt },
  { header: { en: 'Submit ID', 'zh-CN': '提交编号' }, cell: (r) => r.submitId },
  { ...identity.user, cell: (r) => r.user },
  { ...identity.studentId, cell: (r) => r.studentId },
  { ...identity.name, cell: (r) => r.name },
  { ...identity.organization, cell: (r) => r.organization },
  { header: { en: 'Duration (s)', 'zh-CN': '用时（秒）' }, cell: (r) => r.durationSeconds },
  { header: { en: 'Questions', 'zh-CN': '题数' }, cell: (r) => r.questionCount },
  { header: { en: 'Score', 'zh-CN': '得分' }, cell: (r) => r.score },
  { header: { en: 'Correct rate (%)', 'zh-CN': '正确率（%）' }, cell: (r) => r.correctRate },
  { header: { en: 'Official', 'zh-CN': '正式考试' }, cell: (r) => (r.official ? 'yes' : 'no') },
];

export function headerCells(view: TotalReportView, language: CsvLanguage): string[] {
  const columns = view === 'users' ? USER_COLUMNS : SUBMISSION_COLUMNS;
  return columns.map((c) => c.header[language]);
}

/** `lang` query parameter first, then Accept-Language; English otherwise. */
export function csvLanguage(lang: string | undefined, acceptLanguage: string | undefined): CsvLanguage {
  const preferred = (lang ?? acceptLanguage ?? '').trim().toLowerCase();
  return preferred.startsWith('zh') ? 'zh-CN' : 'en';
}
