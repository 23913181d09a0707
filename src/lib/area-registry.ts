/**
 * The area registry: one record per listening area, in the order of the report menus. The
 * routes, the drawer, the home cards, the report menus, the headphone rule, the API's area
 * schema and the conformance suite (tests/area-conformance.test.ts) are all derived from it; an
 * area's code is its folder `src/areas/<id>/`, its definition is listed in
 * `src/areas/definitions.ts`. docs/architecture.md says how to add an area.
 *
 * Pure data (an icon is an `@mdi/js` path string), so every layer and the server may read it.
 */
import {
  mdiArrowExpandHorizontal,
  mdiEqualizer,
  mdiRotate3dVariant,
  mdiSignalDistanceVariant,
  mdiSineWave,
  mdiSpeakerMultiple,
  mdiViolin,
  mdiVolumeHigh,
  mdiWaves,
} from '@mdi/js';

/** Drawer groups an area may sit in; an area without one is a top-level link. */
export const NAV_GROUPS = ['localization'] as const;
export type AreaNavGroup = (typeof NAV_GROUPS)[number];

export interface AreaRecord<Id extends string = string> {
  id: Id;
  /** The training and exam page. */
  page: string;
  /** Own report; the first spelling is canonical, the others are accepted aliases. */
  report: readonly [string, ...string[]];
  totalReport: string;
  /** Place in the drawer and on the home page (ascending), and the drawer group, if any. */
  nav: { order: number; group?: AreaNavGroup };
  icon: string;
  /**
   * Judged by ear separately (localization, distance): an exam, practice or official, starts
   * only after the headphone check is passed, and its result goes with each submission.
   */
  headphones: boolean;
}

const defineAreas = <const R extends readonly AreaRecord[]>(records: R): R => records;

export const AREA_REGISTRY = defineAreas([
  { id: 'eq', page: '/eq', report: ['/report/eqreport'], totalReport: '/totalreport/eq-report', nav: { order: 1 }, icon: mdiEqualizer, headphones: false },
  {
    id: 'loudness',
    page: '/loudness',
    report: ['/report/loudnessreport'],
    totalReport: '/totalreport/loudness-report',
    nav: { order: 2 },
    icon: mdiVolumeHigh,
    headphones: false,
  },
  { id: 'timbre', page: '/timbre', report: ['/report/timbrereport'], totalReport: '/totalreport/timbre-report', nav: { order: 3 }, icon: mdiViolin, headphones: false },
  {
    id: 'stereo',
    page: '/localization/stereo',
    report: ['/report/stereolocreport', '/report/stereoLocReport'],
    totalReport: '/totalreport/stereo-loc-report',
    nav: { order: 6, group: 'localization' },
    icon: mdiSpeakerMultiple,
    headphones: true,
  },
  {
    id: 'spatial',
    page: '/localization/spatial',
    report: ['/report/spatiallocreport', '/report/spatialLocReport'],
    totalReport: '/totalreport/spatial-loc-report',
    nav: { order: 7, group: 'localization' },
    icon: mdiRotate3dVariant,
    headphones: true,
  },
  {
    id: 'distance',
    page: '/distance',
    report: ['/report/distancereport', '/report/distanceReport'],
    totalReport: '/totalreport/distance-report',
    nav: { order: 8 },
    icon: mdiSignalDistanceVariant,
    headphones: true,
  },
  {
    id: 'reverb',
    page: '/reverb',
    report: ['/report/reverbreport', '/report/reverbReport'],
    totalReport: '/totalreport/reverb-report',
    nav: { order: 9 },
    icon: mdiWaves,
    headphones: false,
  },
  { id: 'width', page: '/width', report: ['/report/widthreport'], totalReport: '/totalreport/width-report', nav: { order: 4 }, icon: mdiArrowExpandHorizontal, headphones: false },
  {
    id: 'distortion',
    page: '/distortion',
    report: ['/report/distortionreport'],
    totalReport: '/totalreport/distortion-report',
    nav: { order: 5 },
    icon: mdiSineWave,
    headphones: false,
  },
]);

export type AreaId = (typeof AREA_REGISTRY)[number]['id'];

export const AREA_IDS: readonly AreaId[] = AREA_REGISTRY.map((record) => record.id);

export function isAreaId(value: unknown): value is AreaId {
  return typeof value === 'string' && (AREA_IDS as readonly string[]).includes(value);
}

const RECORDS = new Map<AreaId, AreaRecord<AreaId>>(AREA_REGISTRY.map((record) => [record.id, record]));

export function areaRecord(id: AreaId): AreaRecord<AreaId> {
  const record = RECORDS.get(id);
  if (!record) throw new Error(`Unknown area: ${id}`);
  return record;
}

/** The areas in drawer and home-page order. */
export const AREAS_IN_NAV_ORDER: readonly AreaRecord<AreaId>[] = [...AREA_REGISTRY].sort((a, b) => a.nav.order - b.nav.order);

export const needsHeadphones = (area: AreaId): boolean => areaRecord(area).headphones;
