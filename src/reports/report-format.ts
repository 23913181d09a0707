import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReportFormat {
  locale: string;
  dateTime(iso: string): string;
  /** The same with a numeric date, for wide tables. */
  shortDateTime(iso: string): string;
  /** A short date for chart ticks. */
  day(date: Date): string;
  /** `value` is a percentage, 0 to 100. */
  percent(value: number | null): string;
  score(value: number | null): string;
  /** An average score: always one decimal, so averages line up in a column ("74.0" beside "81.3"). */
  average(value: number | null): string;
  seconds(value: number): string;
  /** Seconds to a tenth, for timelines ("6.1 s"). */
  tenthSeconds(value: number): string;
  count(value: number): string;
}

const NONE = '—';

export function createReportFormat(locale: string): ReportFormat {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const shortDateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const formatDate = (format: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? NONE : format.format(date);
  };
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  const tenthSeconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(locale);
  return {
    locale,
    dateTime: (iso) => formatDate(dateTime, iso),
    shortDateTime: (iso) => formatDate(shortDateTime, iso),
    day: (date) => day.format(date),
    percent: (value) => (value === null ? NONE : percent.format(value / 100)),
    score: (value) => (value === null ? NONE : score.format(value)),
    average: (value) => (value === null ? NONE : average.format(value)),
    seconds: (value) => seconds.format(value),
    tenthSeconds: (value) => tenthSeconds.format(value),
    count: (value) => count.format(value),
  };
}

/** Formats dates and numbers in the current UI language. */
export function useReportFormat(): ReportFormat {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createReportFormat(locale), [locale]);
}
