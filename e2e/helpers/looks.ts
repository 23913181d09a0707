export type Look = { language: 'en' | 'zh-CN'; theme: 'light' | 'dark' };

const ALL: readonly Look[] = [
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'zh-CN', theme: 'light' },
  { language: 'zh-CN', theme: 'dark' },
];

/**
 * The languages and themes a screenshot spec pictures a page in. `SCREENSHOTS=all` gives all
 * four, for a person to look at; the default run takes one per page, the pages taking turns, so
 * every language and theme is still walked through on every run without four times the minutes.
 */
export function looks(index: number): readonly Look[] {
  if (process.env.SCREENSHOTS === 'all') return ALL;
  return [ALL[index % ALL.length] as Look];
}
