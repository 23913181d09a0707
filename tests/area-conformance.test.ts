// @vitest-environment jsdom -- renders every area's forms and pages
/**
 * One conformance suite over every registered area (as Tone.js runs one over every node): what
 * each area promises the app, the exam engine and the API, checked the same way for all of
 * them, so that a new area is held to it the day it is registered. What is particular to an
 * area stays in its own tests. The official sound is checked on the server, in
 * server/api/official-exams/sounds/area-conformance.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { areaPage } from '../src/app/area-pages';
import { visibleNavItems, type NavLinkItem } from '../src/app/nav-items';
import { APP_ROUTES } from '../src/app/routes';
import { AREA_DEFINITIONS } from '../src/areas/definitions';
import { loadCategoryWords } from '../src/areas/load-category-words';
import type { AreaUi } from '../src/exam';
import {
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  generateQuestionSet,
  NO_QUESTION_CONTEXT,
  scoreExam,
  startStaircase,
  type AreaDefinition,
} from '../src/exam-contract';
import { categorySpread } from '../src/exam-contract/testing/balance-spread';
import { AREA_IDS, AREA_REGISTRY, type AreaId } from '../src/lib/area-registry';
import { createRng } from '../src/lib/rng';
import { driveAnswerForm } from './helpers/drive-answer-form';
import { LANGUAGES, hasKey, languagesMissing, localeFileExists } from './helpers/locale-keys';

type AnyAreaUi = AreaUi<unknown, unknown, unknown, unknown>;

const AREAS_DIR = path.resolve(__dirname, '../src/areas');
const areaFolders = readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const indexModules = import.meta.glob<Record<string, unknown>>('../src/areas/*/index.ts');
const uiModules = import.meta.glob<Record<string, unknown>>('../src/areas/*/*-ui.tsx', { eager: true });

const isAreaUi = (value: unknown): value is AnyAreaUi =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'AnswerForm' in value && 'SettingsForm' in value;

/** The AreaUi exported by `src/areas/<id>/<id>-ui.tsx`, or null. */
function uiOf(area: AreaId): AnyAreaUi | null {
  const exports = uiModules[`../src/areas/${area}/${area}-ui.tsx`];
  return Object.values(exports ?? {}).find(isAreaUi) ?? null;
}

/** Every path an area owns, as matched (without case). */
const pathsOf = (record: (typeof AREA_REGISTRY)[number]) => [record.page, ...record.report, record.totalReport].map((p) => p.toLowerCase());

/** True when the element tree renders `Page` or passes `area` to a page. */
function showsArea(node: ReactNode, area: AreaId, Page: ComponentType): boolean {
  if (!isValidElement<{ area?: unknown; children?: ReactNode }>(node)) return false;
  if (node.type === Page || node.props.area === area) return true;
  const children: ReactNode[] = Array.isArray(node.props.children) ? node.props.children : [node.props.children];
  return children.some((child) => showsArea(child, area, Page));
}

/** The answer's fields (recursively), without their values: what the form and rightAnswer must agree on. */
function fieldsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fieldsOf);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fieldsOf(v)]));
  return 'value';
}

const jsonRoundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const SEEDS = [1, 2, 3, 0xdeadbeef];
const QUESTIONS_PER_SEED = 25;
const JUNK_ANSWERS: unknown[] = [null, undefined, 42, 'x', [], {}, { junk: true }];

describe('the area registry', () => {
  it('has a folder src/areas/<id>/ for every area, and an area for every folder', () => {
    expect([...areaFolders].sort()).toEqual([...AREA_IDS].sort());
  });
});

describe.each(AREA_REGISTRY)('area $id', (record) => {
  const area = record.id;
  const definition = AREA_DEFINITIONS[area] as AreaDefinition | undefined;
  if (!definition) {
    it('has its definition in AREA_DEFINITIONS', () => expect.fail(`no definition for ${area} in src/areas/definitions.ts`));
    return;
  }
  const ui = uiOf(area);
  const presets = definition.difficultyPresets;
  const settingsCases: [string, unknown][] = [
    ['the defaults', definition.defaultSettings],
    ...presets.map((preset): [string, unknown] => [`preset ${preset.id}`, preset.settings]),
    ['the official exam', definition.officialExam.settings],
  ];
  const questionsOf = (settings: unknown) => SEEDS.flatMap((seed) => generateQuestionSet(definition, seed, settings, QUESTIONS_PER_SEED));

  describe('is registered and routed', () => {
    it('has src/areas/<id>/index.ts exporting AreaPage, and <id>-ui.tsx exporting its AreaUi', async () => {
      const load = indexModules[`../src/areas/${area}/index.ts`];
      expect(load, `src/areas/${area}/index.ts`).toBeDefined();
      const page = (await load?.())?.AreaPage;
      expect(['function', 'object']).toContain(typeof page);
      expect(ui, `src/areas/${area}/${area}-ui.tsx`).not.toBeNull();
    });

    it('has its definition in AREA_DEFINITIONS under its own id', () => {
      expect(definition.id).toBe(area);
    });

    it('has routes for its page, every spelling of its report and its total report', () => {
      const Page = areaPage(area);
      for (const routePath of [record.page, ...record.report, record.totalReport]) {
        const routes = APP_ROUTES.filter((route) => route.path === routePath);
        expect(routes, routePath).toHaveLength(1);
        expect(showsArea(routes[0]?.element, area, Page), routePath).toBe(true);
      }
    });

    it('is linked from the drawer: its page, its report and its total report', () => {
      const links = visibleNavItems(['read:admin']).flatMap((item): NavLinkItem[] => (item.kind === 'group' ? item.items : [item]));
      expect(links.find((link) => link.to === record.page)?.label.key).toBe(`nav.areas.${area}`);
      expect(links.find((link) => link.to === record.report[0])?.label.area).toBe(area);
      expect(links.find((link) => link.to === record.totalReport)?.label.area).toBe(area);
    });

    it('owns paths no other area uses', () => {
      const others = new Set(AREA_REGISTRY.filter((other) => other.id !== area).flatMap(pathsOf));
      expect(pathsOf(record).filter((p) => others.has(p))).toEqual([]);
      expect(new Set([record.page, record.report[0], record.totalReport]).size).toBe(3);
    });
  });

  describe('has valid presets', () => {
    it.each(settingsCases)('%s pass validation unchanged', (_name, settings) => {
      expect(definition.validateSettings(settings)).toEqual({ ok: true, settings });
    });

    const junkSettings = Object.fromEntries(Object.keys(definition.defaultSettings as object).map((key) => [key, { junk: true }]));
    it.each([
      ['null', null],
      ['{}', {}],
      ['a junk object', { junk: true }],
      ['junk in every field', junkSettings],
    ])('refuses %s, with messages in every language', (_name, input) => {
      const result = definition.validateSettings(input);
      expect(result.ok).toBe(false);
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      for (const key of Object.values(errors)) expect(languagesMissing(key, ui?.namespace ?? area), key).toEqual([]);
    });
  });

  describe('generates questions from the seed', () => {
    it.each(settingsCases)('for %s: the same seed the same serialisable questions, other seeds others', (_name, settings) => {
      const first = generateQuestionSet(definition, 7, settings, 10);
      expect(generateQuestionSet(definition, 7, settings, 10)).toEqual(first);
      expect(jsonRoundTrip(first)).toEqual(first);
      const others = [8, 9, 10, 11, 12].map((seed) => generateQuestionSet(definition, seed, settings, 10));
      expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
    });
  });

  describe('deals its exams evenly (balanced forms)', () => {
    const balanced = definition.balancedForms;
    it('declares the categories its exams balance (docs/architecture.md, "The area kit"), from a version it names', () => {
      expect(balanced, `${area}: no balancedForms on its definition`).toBeDefined();
      expect(balanced?.sinceVersion).toBeLessThanOrEqual(definition.version);
      for (const earlier of definition.earlierVersions ?? []) expect(earlier).toBeLessThan(definition.version);
    });

    it.each(settingsCases)('for %s: a 10-question exam holds each value of every category as often as the others, or once more', (_name, settings) => {
      if (!balanced) return;
      for (const seed of SEEDS) {
        const questions = generateQuestionSet(definition, seed, settings, 10);
        for (const category of balanced.categories(settings, NO_QUESTION_CONTEXT)) {
          const held = questions.flatMap((question) => balanced.valuesOf(question)[category.id] ?? []);
          expect(held, category.id).toHaveLength(10 * (category.perQuestion ?? 1));
          const spread = categorySpread(category, held);
          expect(spread.unknown, category.id).toEqual([]);
          expect(spread.spread, `seed ${seed}, ${category.id}: ${JSON.stringify(spread.counts)}`).toBeLessThanOrEqual(1);
        }
      }
    });

    it.each(settingsCases)('for %s: its categories list every value a question drawn alone (training) can take', (_name, settings) => {
      if (!balanced) return;
      const rng = createRng(11);
      const categories = balanced.categories(settings, NO_QUESTION_CONTEXT);
      for (let i = 0; i < 200; i++) {
        const values = balanced.valuesOf(definition.generateQuestion(rng, settings, NO_QUESTION_CONTEXT));
        for (const category of categories) expect(categorySpread(category, values[category.id] ?? []).unknown, category.id).toEqual([]);
      }
    });
  });

  describe('parses answers', () => {
    it.each(settingsCases)('for %s: the right answer, sent as JSON, parses back to itself', (_name, settings) => {
      for (const question of questionsOf(settings)) {
        const right = definition.rightAnswer(question);
        expect(definition.parseAnswer(jsonRoundTrip(right)), JSON.stringify(question)).toEqual(right);
      }
    });

    it('refuses junk', () => {
      for (const junk of JUNK_ANSWERS) expect(definition.parseAnswer(junk), JSON.stringify(junk)).toBeNull();
    });
  });

  describe('has an answer form that gives answers the definition parses', { timeout: 20_000 }, () => {
    // The easiest and the hardest preset (rendering every one would double the suite's time).
    const formCases: [string, unknown, boolean][] = [
      ...[presets[0], presets.at(-1)].flatMap((preset): [string, unknown, boolean][] => (preset ? [[`preset ${preset.id}`, preset.settings, true]] : [])),
      // An official exam keeps its questions on the server: the form works from the settings alone.
      ['the official exam, without the question', definition.officialExam.settings, false],
    ];
    it.each(formCases)('for %s', async (_name, settings, withQuestion) => {
      if (!ui) throw new Error(`no AreaUi in src/areas/${area}/${area}-ui.tsx`);
      const [question] = generateQuestionSet(definition, 5, settings, 1);
      const onChange = vi.fn<(answer: unknown) => void>();
      const props = { question: withQuestion ? question : null, settings, answer: null, onChange, disabled: false, revealed: false };
      const { container } = render(createElement(ui.AnswerForm, props));
      await driveAnswerForm(userEvent.setup({ delay: null }), container, () => onChange.mock.lastCall?.[0]);
      const answer = onChange.mock.lastCall?.[0] ?? null;
      expect(answer, 'no complete answer after driving the form').not.toBeNull();
      expect(definition.parseAnswer(jsonRoundTrip(answer))).toEqual(answer);
      expect(fieldsOf(answer)).toEqual(fieldsOf(definition.rightAnswer(question)));
    });
  });

  describe('scores the right answer in full', () => {
    it.each(settingsCases)('for %s: every question, and a whole exam 100', (_name, settings) => {
      const questions = questionsOf(settings);
      for (const question of questions) {
        expect(definition.score(question, definition.rightAnswer(question)), JSON.stringify(question)).toMatchObject({ credit: 1, correct: true });
      }
      const answers = questions.map((question) => jsonRoundTrip(definition.rightAnswer(question)));
      expect(scoreExam(definition, questions, answers)).toMatchObject({ score: 100, correctRate: 100 });
    });
  });

  describe('describes answers for the item analysis and its CSV', () => {
    it.each(settingsCases)('for %s: every right answer in words, in every language, different answers differently', (_name, settings) => {
      for (const language of LANGUAGES) {
        // The API binds it to the area's id: its namespace.
        const t = i18next.getFixedT(language, area);
        const answerOf = new Map<string, string>();
        for (const question of questionsOf(settings)) {
          const answer = jsonRoundTrip(definition.rightAnswer(question));
          const text = definition.describeAnswer(answer, t);
          expect(text.trim(), JSON.stringify(answer)).not.toBe('');
          // A missing key reads back as the key itself (or a raw {{placeholder}}).
          expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\b(view|answer|angle|azimuth|type|category|excitation)\./);
          const key = JSON.stringify(answer);
          const before = answerOf.get(text);
          expect(before === undefined || before === key, `${language}: "${text}" describes ${before} and ${key}`).toBe(true);
          answerOf.set(text, key);
        }
      }
    });
  });

  describe('has an adaptive mode on a ladder of its own', { timeout: 20_000 }, () => {
    const dimensions = definition.adaptive;
    it('names each dimension once, in every language, on a monotone ladder the staircase accepts', () => {
      expect(dimensions.length).toBeGreaterThan(0);
      expect(new Set(dimensions.map((d) => d.id)).size).toBe(dimensions.length);
      for (const dimension of dimensions) {
        expect(() => startStaircase(adaptiveStaircaseConfig(dimension)), dimension.id).not.toThrow();
        expect(dimension.ladder.length, dimension.id).toBeGreaterThanOrEqual(3);
        expect(languagesMissing(`adaptive.${dimension.id}`, ui?.namespace ?? area), dimension.id).toEqual([]);
        for (const level of dimension.ladder) {
          const guess = dimension.guessRate(level);
          expect(guess > 0 && guess < 1, `${dimension.id} at ${level}: guess rate ${guess}`).toBe(true);
        }
      }
    });

    it.each(dimensions.map((d): [string, (typeof dimensions)[number]] => [d.id, d]))(
      '%s: every rung gives serialisable questions that the right answer scores in full',
      (_id, dimension) => {
        for (const [rung, level] of dimension.ladder.entries()) {
          for (const seed of SEEDS) {
            const question = adaptiveTrialQuestion(definition, dimension, seed, rung, level);
            expect(jsonRoundTrip(question)).toEqual(question);
            expect(definition.buildProcessing(question).chain).toBeDefined();
            const right = jsonRoundTrip(definition.rightAnswer(question));
            const parsed = definition.parseAnswer(right);
            expect(parsed, `${level}: ${JSON.stringify(right)}`).not.toBeNull();
            expect(definition.score(question, parsed as never).correct, `${level}: ${JSON.stringify(question)}`).toBe(true);
          }
        }
      },
    );

    it.each(dimensions.map((d): [string, (typeof dimensions)[number]] => [d.id, d]))(
      '%s: the answer form works at the easiest and the hardest rung',
      async (_id, dimension) => {
        if (!ui) throw new Error(`no AreaUi in src/areas/${area}/${area}-ui.tsx`);
        for (const level of [dimension.ladder[0], dimension.ladder.at(-1)] as number[]) {
          const settings = dimension.settingsAt(level);
          const question = adaptiveTrialQuestion(definition, dimension, 3, 0, level);
          const onChange = vi.fn<(answer: unknown) => void>();
          const props = { question, settings, answer: null, onChange, disabled: false, revealed: false };
          const { container, unmount } = render(createElement(ui.AnswerForm, props));
          await driveAnswerForm(userEvent.setup({ delay: null }), container, () => onChange.mock.lastCall?.[0]);
          const answer = onChange.mock.lastCall?.[0] ?? null;
          expect(answer, `${level}: no complete answer after driving the form`).not.toBeNull();
          expect(definition.parseAnswer(jsonRoundTrip(answer)), `${level}`).toEqual(answer);
          unmount();
        }
      },
    );
  });

  describe('counts its confusions', () => {
    it('words them in src/areas/<id>/<id>-category-words.ts, which its AreaUi shares (the reports load it alone)', async () => {
      const words = await loadCategoryWords(area);
      expect(words.namespace).toBe(ui?.namespace);
      expect(words.describeCategory).toBe(ui?.describeCategory);
      expect(words.compareCategories).toBe(ui?.compareCategories);
    });

    it.each(settingsCases)('for %s: the right answer confuses nothing, and every category reads in every language', (_name, settings) => {
      if (!ui) throw new Error(`no AreaUi in src/areas/${area}/${area}-ui.tsx`);
      for (const question of questionsOf(settings)) {
        for (const confusion of definition.confusions(question, definition.rightAnswer(question))) {
          expect(confusion.answered, `${confusion.axis} of ${JSON.stringify(question)}`).toBe(confusion.asked);
          expect(languagesMissing(`confusion.${confusion.axis}`, ui.namespace), confusion.axis).toEqual([]);
          for (const language of LANGUAGES) {
            const text = ui.describeCategory(confusion.axis, confusion.asked, i18next.getFixedT(language, ui.namespace));
            expect(text.trim(), `${language} ${confusion.axis} ${confusion.asked}`).not.toBe('');
            expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\bconfusion\./);
          }
        }
      }
    });
  });

  describe('has its strings in every language', () => {
    it('has its own locale file, a name and a summary on the home page, and a drawer label', () => {
      for (const language of LANGUAGES) {
        expect(localeFileExists(language, ui?.namespace ?? area), `${language}/${ui?.namespace}.json`).toBe(true);
        for (const key of ['name', 'summary']) expect(hasKey(language, 'areas', `${area}.${key}`), `${language} areas:${area}.${key}`).toBe(true);
        expect(hasKey(language, 'common', `nav.areas.${area}`), `${language} common:nav.areas.${area}`).toBe(true);
      }
    });

    it('has a label for every difficulty preset the settings card shows', () => {
      for (const preset of presets) expect(languagesMissing(`difficulty.${preset.id}`, ui?.namespace ?? area), preset.id).toEqual([]);
    });
  });
});
