/**
 * Each area's page, a lazily loaded chunk of its own, found by the area registry's id: every
 * folder `src/areas/<id>/` exports its page from its index as `AreaPage`.
 */
import type { ComponentType } from 'react';
import { AREA_IDS, type AreaId } from '../lib/area-registry';
import { lazyPage } from './lazy-page';

type AreaModule = { AreaPage: ComponentType };

const areaModules = import.meta.glob<AreaModule>('../areas/*/index.ts');

function loadAreaPage(area: AreaId): () => Promise<ComponentType> {
  const load = areaModules[`../areas/${area}/index.ts`];
  if (!load) throw new Error(`The area ${area} is registered but has no src/areas/${area}/index.ts`);
  return () => load().then((module) => module.AreaPage);
}

const pages = new Map<AreaId, ComponentType>(AREA_IDS.map((area) => [area, lazyPage(loadAreaPage(area))]));

export function areaPage(area: AreaId): ComponentType {
  const page = pages.get(area);
  if (!page) throw new Error(`Unknown area: ${area}`);
  return page;
}
