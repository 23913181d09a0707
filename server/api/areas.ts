import { AREA_DEFINITIONS } from '../../src/areas/definitions';
import type { AreaDefinition } from '../../src/exam-contract';
import type { AreaId } from '../../src/lib/area-registry';

/** Every area's definition: the API re-generates and re-scores submissions with these. */
export type AreaDefinitions = Readonly<Record<AreaId, AreaDefinition>>;

export const DEFAULT_AREAS: AreaDefinitions = AREA_DEFINITIONS;
