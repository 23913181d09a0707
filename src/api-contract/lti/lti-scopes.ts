/** The LTI Advantage services Auricle uses: a gradebook column and its scores (AGS), the course's roster (NRPS). */
export const LTI_TOOL_SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
] as const;
