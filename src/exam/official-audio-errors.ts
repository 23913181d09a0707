import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES } from '../api-contract';

/** Why an official sound could not be loaded, in words the student can act on. */
export function officialAudioErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'exam:official.audioFailed';
  // A scheduled exam closed under the student: as final as a time limit that ran out.
  if (error.status === 410 || error.code === API_ERROR_CODES.scheduleNotOpen) return 'exam:official.closed';
  if (error.code === API_ERROR_CODES.scheduleNotForYou) return 'exam:official.notForYou';
  if (error.code === API_ERROR_CODES.audioFetchLimit) return 'exam:official.fetchLimit';
  if (error.code === API_ERROR_CODES.rateLimited) return 'exam:official.rateLimited';
  if (error.code === API_ERROR_CODES.renderBusy) return 'exam:official.busy';
  return 'exam:official.audioFailed';
}
