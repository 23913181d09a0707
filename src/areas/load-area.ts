/**
 * An area's React half (its settings form, answer form, answer view), loaded when a
 * page needs it (a teacher picks the area, a student opens an exam's review): each is the same
 * chunk the area's own page loads, found by the area registry's id, so a scheduled exam or a
 * review shows exactly the practice exam's fields and messages.
 */
import { useEffect, useState } from 'react';
import type { AreaDefinition } from '../exam-contract';
import type { AreaUi } from '../exam';
import type { AreaId } from '../lib/area-registry';

export type AnyAreaUi = AreaUi<unknown, unknown, unknown, unknown>;

const uiModules = import.meta.glob<Record<string, unknown>>('./*/*-ui.tsx');

function isAreaUi(value: unknown): value is AnyAreaUi {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'SettingsForm' in value && 'AnswerForm' in value && 'toDraft' in value;
}

const loads = new Map<AreaId, Promise<AnyAreaUi>>();

/** `src/areas/<id>/<id>-ui.tsx` exports the area's AreaUi (the conformance suite holds every area to it); loaded once per area. */
export function loadAreaUi(area: AreaId): Promise<AnyAreaUi> {
  const known = loads.get(area);
  if (known) return known;
  const load = uiModules[`./${area}/${area}-ui.tsx`];
  if (!load) return Promise.reject(new Error(`The area ${area} has no src/areas/${area}/${area}-ui.tsx`));
  const pending = load().then((module) => {
    const ui = Object.values(module).find(isAreaUi);
    if (!ui) throw new Error(`src/areas/${area}/${area}-ui.tsx exports no AreaUi`);
    return ui;
  });
  loads.set(area, pending);
  // A failed load (a network hiccup) is tried again next time.
  pending.catch(() => loads.delete(area));
  return pending;
}

export type AreaUiState = { status: 'loading' } | { status: 'ready'; ui: AnyAreaUi } | { status: 'failed' };

/** The area's UI once loaded; switching areas reads as loading until the new one is in. */
export function useAreaUi(area: AreaId | null): AreaUiState {
  const [settled, setSettled] = useState<{ area: AreaId; state: AreaUiState } | null>(null);
  useEffect(() => {
    if (area === null) return undefined;
    let current = true;
    loadAreaUi(area).then(
      (ui) => current && setSettled({ area, state: { status: 'ready', ui } }),
      () => current && setSettled({ area, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [area]);
  return settled !== null && settled.area === area ? settled.state : { status: 'loading' };
}

const definitionModules = import.meta.glob<Record<string, unknown>>('./*/*-definition.ts');

function isAreaDefinition(value: unknown): value is AreaDefinition {
  return typeof value === 'object' && value !== null && 'generateQuestion' in value && 'buildProcessing' in value && 'score' in value;
}

/** `src/areas/<id>/<id>-definition.ts`'s pure definition, in its own chunk (the one the area's page shares). */
export async function loadAreaDefinition(area: AreaId): Promise<AreaDefinition> {
  const load = definitionModules[`./${area}/${area}-definition.ts`];
  if (!load) throw new Error(`The area ${area} has no src/areas/${area}/${area}-definition.ts`);
  const definition = Object.values(await load()).find(isAreaDefinition);
  if (!definition) throw new Error(`src/areas/${area}/${area}-definition.ts exports no AreaDefinition`);
  return definition;
}
