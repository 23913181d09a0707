/** The nine listening areas and the paths of their pages and reports. */
export const AREA_IDS = [
  'eq',
  'loudness',
  'timbre',
  'stereo',
  'spatial',
  'distance',
  'reverb',
  'width',
  'distortion',
] as const;

export type AreaId = (typeof AREA_IDS)[number];

export function isAreaId(value: unknown): value is AreaId {
  return typeof value === 'string' && (AREA_IDS as readonly string[]).includes(value);
}

export interface AreaPaths {
  /** The training and exam page. */
  page: string;
  /** Own report; the first spelling is canonical, the others are accepted aliases. */
  report: readonly [string, ...string[]];
  totalReport: string;
}

export const AREA_PATHS: Readonly<Record<AreaId, AreaPaths>> = {
  eq: { page: '/eq', report: ['/report/eqreport'], totalReport: '/totalreport/eq-report' },
  loudness: {
    page: '/loudness',
    report: ['/report/loudnessreport'],
    totalReport: '/totalreport/loudness-report',
  },
  timbre: { page: '/timbre', report: ['/report/timbrereport'], totalReport: '/totalreport/timbre-report' },
  stereo: {
    page: '/localization/stereo',
    report: ['/report/stereolocreport', '/report/stereoLocReport'],
    totalReport: '/totalreport/stereo-loc-report',
  },
  spatial: {
    page: '/localization/spatial',
    report: ['/report/spatiallocreport', '/report/spatialLocReport'],
    totalReport: '/totalreport/spatial-loc-report',
  },
  distance: {
    page: '/distance',
    report: ['/report/distancereport', '/report/distanceReport'],
    totalReport: '/totalreport/distance-report',
  },
  reverb: {
    page: '/reverb',
    report: ['/report/reverbreport', '/report/reverbReport'],
    totalReport: '/totalreport/reverb-report',
  },
  width: { page: '/width', report: ['/report/widthreport'], totalReport: '/totalreport/width-report' },
  distortion: {
    page: '/distortion',
    report: ['/report/distortionreport'],
    totalReport: '/totalreport/distortion-report',
  },
};

/** Areas judged by ear separately (localization, distance): their exams need the headphone check. */
export const HEADPHONE_AREAS: readonly AreaId[] = ['stereo', 'spatial', 'distance'];

export const needsHeadphones = (area: AreaId): boolean => HEADPHONE_AREAS.includes(area);
