/**
 * A seeded generator is a format: the same seed names other questions once the generator
 * changes, and the same answer may earn another score once the scoring does. A result is
 * therefore scored only by the version of its area's definition it was made with: the area's
 * own, or an earlier one its code still makes (`earlierVersions`).
 */
import { makesGeneratorVersion, type AreaDefinition } from '../../../src/exam-contract';
import { API_ERROR_CODES } from '../../../src/api-contract';
import { httpError } from '../http-error';

/** Refuses (409, code 'generator-version') a result made by a version the server no longer makes. */
export function checkGeneratorVersion(definition: AreaDefinition, madeWith: number): void {
  if (makesGeneratorVersion(definition, madeWith)) return;
  throw httpError(
    409,
    `This result was made by version ${madeWith} of the ${definition.id} exam; the server now scores version ` +
      `${definition.version}, so it cannot be scored fairly and was not recorded.`,
    API_ERROR_CODES.generatorVersion,
  );
}
