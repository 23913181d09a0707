import { useEffect, useState } from 'react';
import type { AreaDefinition } from '../exam-contract';
import { loadAreaDefinition, useAreaUi, type AnyAreaUi } from '../areas/load-area';
import type { AreaId } from '../lib/area-registry';

export type AreaParts = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; definition: AreaDefinition; ui: AnyAreaUi };

/** The area's definition (its dimensions and units) and UI (how it words a category), loaded together. */
export function useAreaParts(area: AreaId): AreaParts {
  const ui = useAreaUi(area);
  const [definition, setDefinition] = useState<{ area: AreaId; definition: AreaDefinition | null } | null>(null);
  useEffect(() => {
    let current = true;
    loadAreaDefinition(area).then(
      (loaded) => current && setDefinition({ area, definition: loaded }),
      () => current && setDefinition({ area, definition: null }),
    );
    return () => {
      current = false;
    };
  }, [area]);
  if (ui.status === 'failed' || (definition?.area === area && definition.definition === null)) return { status: 'failed' };
  if (ui.status !== 'ready' || definition?.area !== area || !definition.definition) return { status: 'loading' };
  return { status: 'ready', definition: definition.definition, ui: ui.ui };
}
