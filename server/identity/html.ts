import { escapeHtml } from '../html-escape.ts';

export { escapeHtml };

const STYLES = `
:root {
  color-scheme: light dark;
  --bg: #f4f5f8; --card: #ffffff; --text: #1c1f26; --muted: #5b6270; --border: #d5d9e0;
  --accent: #3f51b5; --accent-text: #ffffff; --error-bg: #fdecea; --error-text: #8a1c12; --focus: #7986cb;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #121318; --card: #1e2028; --text: #e8eaf0; --muted: #a3a9b6; --border: #3a3e4a;
    --accent: #9fa8da; --accent-text: #10121a; --error-bg: #3b1512; --error-text: #ffb4a9; --focus: #c5cae9;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px;
  background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;
}
main { width: 100%; max-width: 400px; background: var(--card); border: 1px solid var(--border);
  border-radius: 12px; padding: 32px; box-shadow: 0 4px 24px rgba(0, 0, 0, 0.08); }
.brand { margin: 0; font-size: 14px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--accent); }
.tagline { margin: 0 0 24px; font-size: 13px; color: var(--muted); }
h1 { margin: 0 0 4px; font-size: 24px; font-weight: 600; }
p { margin: 0 0 16px; }
.muted { color: var(--muted); font-size: 14px; }
label { display: block; margin: 16px 0 6px; font-size: 14px; font-weight: 600; }
input { width: 100%; padding: 10px 12px; font: inherit; color: var(--text); background: var(--bg);
  border: 1px solid var(--border); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--error-text); }
input:focus, button:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
button { width: 100%; margin-top: 24px; padding: 11px 16px; font: inherit; font-weight: 600; cursor: pointer;
  color: var(--accent-text); background: var(--accent); border: 0; border-radius: 8px; }
a { color: var(--accent); }
.alert { margin: 16px 0 0; padding: 10px 12px; border-radius: 8px; background: var(--error-bg); color: var(--error-text); font-size: 14px; }
.actions { margin-top: 16px; text-align: center; font-size: 14px; }
.hint { margin: 24px 0 0; padding-top: 16px; border-top: 1px solid var(--border); color: var(--muted); font-size: 13px; }
.languages { margin-top: 16px; text-align: center; font-size: 13px; color: var(--muted); }
.languages a[aria-current] { font-weight: 600; text-decoration: none; color: var(--text); }
pre { white-space: pre-wrap; word-break: break-word; font-size: 13px; color: var(--muted); }
`;

export interface PageOptions {
  lang: string;
  /** Plain text; escaped here. */
  title: string;
  /** Trusted HTML built by the caller from escaped parts. */
  body: string;
  /** Trusted HTML placed in the head (e.g. an inline script). */
  head?: string;
}

/** The shared HTML frame: a centred card, system font, light and dark via prefers-color-scheme. */
export function renderPage({ lang, title, body, head = '' }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
