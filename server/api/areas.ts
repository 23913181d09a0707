import { AREA_DEFINITIONS } from '../../src/areas/definitions';
import type { AreaDefinition } from '../../src/exam/area-definition';
import type { AreaId } from '../../src/lib/areas';

/** The areas that have an exam: the API re-generates and re-scores their submissions. */
export type AreaRegistry = Partial<Record<AreaId, AreaDefinition>>;

export const DEFAULT_AREAS: AreaRegistry = AREA_DEFINITIONS;
