export { CATEGORIES, EXCITATIONS, type Category, type Excitation, type Instrument, type Localized } from './types';
export { INSTRUMENTS } from './instruments';
export { CLIP_MANIFEST, clipUrl, clipsOf, type Clip } from './clips';
export { instrumentById, instrumentsWithClips, localized } from './lookup';
