/** What a teacher's recording is stored and played back as, by what its bytes are: WAV, Ogg or MP3. */
export const RECORDING_CONTENT_TYPES = ['audio/wav', 'audio/ogg', 'audio/mpeg'] as const;
export type RecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];
