/**
 * The exam page in a real browser (the `browser` project): an area's page with fake services and
 * a fake engine, the English strings, and optionally what surrounds it in the app (`frame`).
 * For tests of layout: real widths, media queries and scrolling, none of which jsdom has.
 */
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { AreaDefinition } from '../../exam-contract';
import { buildResources, initI18n } from '../../i18n';
import { isAreaId } from '../../lib/area-registry';
import { setSignedIn } from '../../session';
import type { AreaUi } from '../area-ui';
import { ExamView, examPageRecord } from '../exam-page';
import { ExamServicesContext } from '../exam-services';
import { AudioEngineProvider } from '../play-control';
import { FakeAudioEngine } from '../play-control/testing/fake-audio-engine';
import { fakePageServices } from './fake-page-services';
import { toyPageRecord } from './toy-area';

// The updates come from real layout and events, not from act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(cleanup);

await initI18n({ language: 'en', resources: buildResources(import.meta.glob('../../../locales/*/*.json', { eager: true })) });

export interface ExamViewHarnessOptions {
  /** Wraps the page: the app's theme, a stand-in for its top bar and drawer. */
  frame?: (page: ReactNode) => ReactNode;
}

export function renderExamView<S, Q, A, D>(definition: AreaDefinition<S, Q, A>, ui: AreaUi<S, Q, A, D>, { frame = (page) => page }: ExamViewHarnessOptions = {}) {
  setSignedIn({ sub: 'user-1', name: 'Li' }, []);
  render(
    <MemoryRouter>
      <ExamServicesContext value={fakePageServices()}>
        <AudioEngineProvider engine={new FakeAudioEngine()}>{frame(<ExamView definition={definition} ui={ui} record={isAreaId(definition.id) ? examPageRecord(definition.id) : toyPageRecord} />)}</AudioEngineProvider>
      </ExamServicesContext>
    </MemoryRouter>,
  );
}
