// @ts-check
/**
 * The layers of src/ and who may import whom (docs/architecture.md), as zones of
 * `import/no-restricted-paths`: a file in `target` may not import a file matched by `from`.
 * Every `from` is a glob over the importing project's absolute paths, matched by minimatch
 * (extglob: `!(a|b)` is "anything but a or b"; bare parentheses are literal and match nothing).
 * tests/import-zones.test.ts proves that each zone matches files and catches a planted import.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every folder in src/areas is an area (the area registry lists the same ids; the conformance suite checks). */
export const areaFolders = readdirSync(path.join(root, 'src/areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * @param {string} layer  a folder of src/
 * @param {string[]} allowed  the folders of src/ it may import besides itself
 * @param {string} message
 */
const layer = (layer, allowed, message) => ({
  target: `./src/${layer}/**`,
  from: `./src/!(${[layer, ...allowed].join('|')})/**`,
  message,
});

/** @type {{ target: string; from: string; message: string }[]} */
export const importZones = [
  { target: './src/!(app)/**', from: './src/app/**', message: 'Nothing imports src/app.' },
  { target: './src/!(app)/**', from: './src/main.tsx', message: 'Nothing imports main.' },
  layer('lib', [], 'src/lib is the bottom layer.'),
  layer('api-contract', ['lib'], 'The API contract depends only on src/lib.'),
  layer('ui', ['lib'], 'src/ui (shared widgets) depends only on src/lib.'),
  layer('audio', ['lib'], 'src/audio depends only on src/lib.'),
  layer('exam-contract', ['audio', 'lib'], 'The exam contract is pure: it depends only on src/audio and src/lib.'),
  layer('session', ['lib'], 'src/session depends only on src/lib.'),
  layer('i18n', ['api-contract', 'lib'], 'src/i18n depends only on the API contract and src/lib.'),
  layer('auth', ['session', 'i18n', 'api-contract', 'lib'], 'src/auth depends on session, i18n, the API contract and lib.'),
  layer('exam', ['exam-contract', 'audio', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'The exam engine does not know the areas, the reports or the app.'),
  layer('reports', ['ui', 'session', 'i18n', 'api-contract', 'lib'], 'reports depends on ui, session, i18n, the API contract and lib only.'),
  layer('lti', ['auth', 'ui', 'session', 'i18n', 'api-contract', 'lib'], 'A tab an LTI launch opened depends on auth, ui, session, i18n, the API contract and lib only.'),
  layer('profile', ['auth', 'ui', 'session', 'i18n', 'api-contract', 'lib'], 'The profile page depends on auth, ui, session, i18n, the API contract and lib only.'),
  layer('schedules', ['areas', 'exam', 'exam-contract', 'audio', 'reports', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'Schedules do not import the learner\'s home, the profile or the app.'),
  layer('review', ['areas', 'exam', 'exam-contract', 'audio', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'An exam\'s review page depends on the areas, the exam engine and below.'),
  layer('learning', ['areas', 'exam', 'exam-contract', 'reports', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'Thresholds and confusions depend on the areas, the exam engine, the reports and below.'),
  layer('progress', ['profile', 'schedules', 'areas', 'reports', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'The learner\'s home does not import the exam engine or the app.'),
  // The areas layer as a whole, and each area apart: no area imports another area.
  layer('areas', ['exam', 'exam-contract', 'audio', 'ui', 'session', 'i18n', 'auth', 'api-contract', 'lib'], 'An area does not import reports or the app.'),
  ...areaFolders.map((area) => ({
    target: `./src/areas/${area}/**`,
    from: `./src/areas/!(${area})/**`,
    message: 'No area imports another area.',
  })),
  { target: './src/areas/*/**', from: './src/areas/definitions.ts', message: 'An area does not reach the others through the definitions list.' },
  { target: './server/**', from: './src/!(lib|api-contract|exam-contract|areas|audio)/**', message: 'The server imports only pure src modules.' },
  { target: './server/**', from: './src/**/*.tsx', message: 'The server imports only pure src modules (no React).' },
];
