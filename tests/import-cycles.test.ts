// @vitest-environment node
/**
 * `npm run lint` refuses an import cycle, type-only ones included (ESLint's import/no-cycle
 * ignores those): the project's own lint:cycles command, run over a planted cycle, must fail and
 * name it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const planted = mkdtempSync(path.join(tmpdir(), 'auricle-cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function lintCycles(files: Record<string, string>): { status: number | null; output: string } {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  }
  const run = spawnSync(scripts['lint:cycles'] ?? 'false', {
    cwd: planted,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('lint:cycles', () => {
  it('fails on a cycle made only of type imports, naming it', () => {
    const { status, output } = lintCycles({
      'server/api/planted-a.ts': "import type { B } from './planted-b';\nexport type A = { b: B };\n",
      'server/api/planted-b.ts': "import type { A } from './planted-a';\nexport type B = { a: A };\n",
      'src/lib/planted-leaf.ts': 'export const leaf = 1;\n',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/server\/api\/planted-[ab]\.ts -> server\/api\/planted-[ab]\.ts/);
  });
});
