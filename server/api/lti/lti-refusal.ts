import type { LtiRefusalCode } from '../../../src/api-contract';

/** A login or launch refused, with its code (src/api-contract/lti/lti-refusals.ts). */
export class LtiRefusal extends Error {
  constructor(
    readonly code: LtiRefusalCode,
    /** For the log: what was wrong, without the token. */
    readonly detail: string,
  ) {
    super(`LTI ${code}: ${detail}`);
    this.name = 'LtiRefusal';
  }
}
