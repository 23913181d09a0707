// @vitest-environment node
/**
 * The import zones of lint/import-zones.js are guards only if they fire: every zone's target and
 * `from` must match files that exist (a glob that matches nothing never fires), and an import
 * planted across each layer boundary must fail lint, through the project's own ESLint config.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importZones } from '../lint/import-zones.js';

const ROOT = path.resolve(__dirname, '..');

// The glob matcher import/no-restricted-paths itself uses (minimatch 3, which ships no types).
const { Minimatch } = createRequire(import.meta.url)('minimatch') as { Minimatch: new (pattern: string) => { match(file: string): boolean } };

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const PROJECT_FILES = [...filesUnder('src'), ...filesUnder('server')];

/** How import/no-restricted-paths reads a zone's path: a glob, or a folder or file it contains. */
function matcher(zonePath: string): (file: string) => boolean {
  const absolute = path.resolve(ROOT, zonePath);
  if (/[*?!()[\]{}]/.test(zonePath)) {
    const glob = new Minimatch(absolute);
    return (file) => glob.match(file);
  }
  return (file) => file === absolute || file.startsWith(absolute + path.sep);
}

describe('import zones', () => {
  it.each(importZones.map((zone) => [`${zone.target} <- ${zone.from}`, zone] as const))('%s matches existing files on both sides', (_, zone) => {
    expect(PROJECT_FILES.filter(matcher(zone.target)).length).toBeGreaterThan(0);
    expect(PROJECT_FILES.filter(matcher(zone.from)).length).toBeGreaterThan(0);
  });

  // A file planted in one layer that imports across a boundary; each must fail lint.
  const planted: readonly [file: string, importPath: string][] = [
    ['src/reports/planted.ts', '../audio/engine'],
    ['src/reports/planted.ts', '../exam'],
    ['src/reports/planted.ts', '../areas/eq'],
    ['src/audio/planted.ts', '../areas/eq/eq-definition'],
    ['src/audio/planted.ts', '../exam-contract'],
    ['src/areas/eq/planted.ts', '../timbre/timbre-definition'],
    ['src/areas/stereo/planted.ts', '../spatial'],
    ['src/areas/eq/planted.ts', '../definitions'],
    ['src/areas/eq/planted.ts', '../../reports'],
    ['src/exam/planted.ts', '../areas/eq'],
    ['src/exam-contract/planted.ts', '../exam'],
    ['src/ui/planted.ts', '../exam'],
    ['src/lib/planted.ts', '../ui'],
    ['src/lib/planted.ts', '../api-contract'],
    ['src/api-contract/planted.ts', '../audio/engine'],
    ['src/profile/planted.ts', '../schedules'],
    ['src/lti/planted.ts', '../exam'],
    ['src/schedules/planted.ts', '../progress'],
    ['src/progress/planted.ts', '../exam'],
    ['src/review/planted.ts', '../reports'],
    ['src/exam/planted.ts', '../app/routes'],
    ['server/api/planted.ts', '../../src/areas/eq/eq-ui'],
    ['server/api/planted.ts', '../../src/reports'],
  ];

  // A lint resolves the planted import's module graph: seconds on a busy machine.
  const LINT_TIMEOUT_MS = 30_000;
  // The project's config as it is, less import/no-cycle, which needs the importing file on disk.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

  it.each(planted)('%s importing %s fails lint', async (file, importPath) => {
    const code = `import * as planted from '${importPath}';\nexport const used = planted;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const zoneErrors = (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths');
    expect(zoneErrors.length).toBeGreaterThan(0);
  }, LINT_TIMEOUT_MS);

  it.each([
    ['src/reports/planted.ts', '../ui/select-field'],
    ['src/areas/eq/planted.ts', '../../exam/exam-machine'],
    ['server/api/planted.ts', '../../src/exam-contract/question-set'],
    ['src/reports/planted.ts', '../api-contract/reports/report-limits'],
    ['server/api/planted.ts', '../../src/api-contract/me/me-schemas'],
  ])('%s importing %s past the public index fails lint', async (file, importPath) => {
    const code = `import * as planted from '${importPath}';\nexport const used = planted;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    expect(result?.messages.some((message) => message.ruleId === 'no-restricted-imports')).toBe(true);
  }, LINT_TIMEOUT_MS);

  // TypeBox stays out of the browser's bundle: the SPA, and the contract modules it loads, take only types from schemas.
  it.each([
    ['src/reports/planted.ts', 'typebox'],
    ['src/reports/planted.ts', '../api-contract/schemas'],
    ['src/api-contract/planted.ts', './me/me-schemas'],
    ['src/api-contract/me/planted-limits.ts', 'typebox'],
  ])('%s importing a value of %s fails lint', async (file, importPath) => {
    const code = `import * as planted from '${importPath}';\nexport const used = planted;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    expect(result?.messages.some((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')).toBe(true);
  }, LINT_TIMEOUT_MS);

  it.each([
    ['src/reports/planted.ts', "import type { MeSchema } from '../api-contract/schemas';\nexport type Used = typeof MeSchema;\n"],
    ['server/api/planted.ts', "import { MeSchema } from '../../src/api-contract/schemas';\nexport const used = MeSchema;\n"],
  ])('%s may import the schemas as it does here', async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    expect(result?.messages.filter((message) => message.ruleId?.endsWith('no-restricted-imports'))).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('lets an allowed import pass, so the planted failures are the zones and nothing else', async () => {
    const code = "import * as planted from '../lib/area-registry';\nexport const used = planted;\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/reports/planted.ts') });
    expect(result?.messages.filter((message) => message.ruleId === 'import/no-restricted-paths')).toEqual([]);
  }, LINT_TIMEOUT_MS);
});
