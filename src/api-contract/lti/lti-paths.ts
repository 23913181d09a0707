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

/**
 * The pages a course page may frame (the server's policy lets it: server/web/spa-routes.ts): the
 * hand-over of a launch, which framed offers a window of its own, and a teacher's choice of a new
 * activity, a short form without sound that platforms show in their chooser's frame.
 */
export const isFramedLtiPage = (path: string): boolean => path.split(/[?#]/, 1)[0] === LTI_LAUNCHED_PATH || path.startsWith(`${LTI_DEEP_LINK_PATH}/`);
