/**
 * The SPA's pages of an LTI launch (src/lti/), where the API sends the browser: the hand-over of
 * a launch's session (in the fragment), a refused launch (`?reason=`), and an ended session.
 */
export const LTI_LAUNCHED_PATH = '/lti/launched';
export const LTI_REFUSED_PATH = '/lti/refused';
export const LTI_ENDED_PATH = '/lti/ended';
