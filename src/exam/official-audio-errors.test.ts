import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { API_ERROR_CODES } from '../api-contract';
import { officialAudioErrorKey } from './official-audio-errors';

describe('the message for an official sound that could not be loaded', () => {
  it.each([
    [new ApiError(410, 'closed', 'http'), 'exam:official.closed'],
    [new ApiError(409, 'the schedule has closed', 'http', API_ERROR_CODES.scheduleNotOpen), 'exam:official.closed'],
    [new ApiError(403, 'another class', 'http', API_ERROR_CODES.scheduleNotForYou), 'exam:official.notForYou'],
    [new ApiError(429, 'sent 12 times', 'http', API_ERROR_CODES.audioFetchLimit), 'exam:official.fetchLimit'],
    [new ApiError(429, 'Too many requests', 'http', API_ERROR_CODES.rateLimited), 'exam:official.rateLimited'],
    [new ApiError(503, 'busy', 'http', API_ERROR_CODES.renderBusy), 'exam:official.busy'],
    [new ApiError(0, 'offline', 'network'), 'exam:official.audioFailed'],
    [new TypeError('Failed to fetch'), 'exam:official.audioFailed'],
  ])('%s -> %s', (error, key) => {
    expect(officialAudioErrorKey(error)).toBe(key);
  });
});
