/**
 * The area registry: one record per listening area, in the order of the report menus. The
 * routes, the drawer, the home cards, the report menus, the listening checks, the API's area
 * schema and the conformance suite (tests/area-conformance.test.ts) are all derived from it; an
 * area's code is its folder `src/areas/<id>/`, its definition is listed in
 * `src/areas/definitions.ts`. docs/architecture.md says how to add an area.
 *
 * Pure data (an icon is an `@mdi/js` path string), so every layer and the server may read it.
 */
import {
  mdiArrowCollapseVertical,
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

/**
 * What must be confirmed before an area's exams (practice and official; training stays open):
 * 'headphones', the headphone check, for what each ear hears on its own (directions around the
 * head, distance), whose result goes with each submission; 'channels', the left/right check,
 * for the loudspeaker stage of stereo (left must be left, both must sound), on whatever the lab
 * listens with.
 */
export const LISTENING_CHECKS = ['headphones', 'channels'] as const;
export type ListeningCheckKind = (typeof LISTENING_CHECKS)[number];

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
  /** The check an exam, practice or official, waits for (LISTENING_CHECKS), or none. */
  listeningCheck: ListeningCheckKind | null;
}

const defineAreas = <const R extends readonly AreaRecord[]>(records: R): R => records;

export const AREA_REGISTRY = defineAreas([
  { id: 'eq', page: '/eq', report: ['/report/eqreport'], totalReport: '/totalreport/eq-report', nav: { order: 1 }, icon: mdiEqualizer, listeningCheck: null },
  {
    id: 'loudness',
    page: '/loudness',
    report: ['/report/loudnessreport'],
    totalReport: '/totalreport/loudness-report',
    nav: { order: 2 },
    icon: mdiVolumeHigh,
    listeningCheck: null,
  },
  {
    id: 'dynamics',
    page: '/dynamics',
    report: ['/report/dynamicsreport'],
    totalReport: '/totalreport/dynamics-report',
    nav: { order: 3 },
    icon: mdiArrowCollapseVertical,
    listeningCheck: null,
  },
  { id: 'timbre', page: '/timbre', report: ['/report/timbrereport'], totalReport: '/totalreport/timbre-report', nav: { order: 4 }, icon: mdiViolin, listeningCheck: null },
  {
    id: 'stereo',
    page: '/localization/stereo',
    report: ['/report/stereolocreport', '/report/stereoLocReport'],
    totalReport: '/totalreport/stereo-loc-report',
    nav: { order: 7, group: 'localization' },
    icon: mdiSpeakerMultiple,
    listeningCheck: 'channels',
  },
  {
    id: 'spatial',
    page: '/localization/spatial',
    report: ['/report/spatiallocreport', '/report/spatialLocReport'],
    totalReport: '/totalreport/spatial-loc-report',
    nav: { order: 8, group: 'localization' },
    icon: mdiRotate3dVariant,
    listeningCheck: 'headphones',
  },
  {
    id: 'distance',
    page: '/distance',
    report: ['/report/distancereport', '/report/distanceReport'],
    totalReport: '/totalreport/distance-report',
    nav: { order: 9 },
    icon: mdiSignalDistanceVariant,
    listeningCheck: 'headphones',
  },
  {
    id: 'reverb',
    page: '/reverb',
    report: ['/report/reverbreport', '/report/reverbReport'],
    totalReport: '/totalreport/reverb-report',
    nav: { order: 10 },
    icon: mdiWaves,
    listeningCheck: null,
  },
  { id: 'width', page: '/width', report: ['/report/widthreport'], totalReport: '/totalreport/width-report', nav: { order: 5 }, icon: mdiArrowExpandHorizontal, listeningCheck: null },
  {
    id: 'distortion',
    page: '/distortion',
    report: ['/report/distortionreport'],
    totalReport: '/totalreport/distortion-report',
    nav: { order: 6 },
    icon: mdiSineWave,
    listeningCheck: null,
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

export const listeningCheckOf = (area: AreaId): ListeningCheckKind | null => areaRecord(area).listeningCheck;

/** The headphone check gates this area's exams, and its result is kept with each submission. */
/** An area without a record (a test's own area) has no check. */
export const needsHeadphones = (area: AreaId): boolean => RECORDS.get(area)?.listeningCheck === 'headphones';
