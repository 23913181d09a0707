/**
 * The SPA's pages of an LTI launch (src/lti/), where the API sends the browser: the hand-over of
 * a launch's session (in the fragment), a refused launch (`?reason=`), and an ended session.
 */
export const LTI_LAUNCHED_PATH = '/lti/launched';
export const LTI_REFUSED_PATH = '/lti/refused';
export const LTI_ENDED_PATH = '/lti/ended';
/** A teacher's choice of what a deep-linking request adds to the course (`/lti/deep-link/<id>`), and its new-exam form (`…/new`). */
export const LTI_DEEP_LINK_PATH = '/lti/deep-link';
export const deepLinkPath = (id: string): string => `${LTI_DEEP_LINK_PATH}/${encodeURIComponent(id)}`;
