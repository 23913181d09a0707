import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { settingsFieldProps, type SettingsFormProps } from '../../exam';
import { SettingsSelect } from '../../ui';
import { toRecordingRef, type RecordingRef } from './recording-ref';
import { listRecordings } from './recordings-api';
import { TIMBRE_MODES, type TimbreSettingsDraft } from './timbre-settings';

const sameRefs = (a: readonly RecordingRef[], b: readonly RecordingRef[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The teachers' recordings an exam started now would play, from the API; an empty list when it
 * cannot be reached (the exam then plays the catalogue's clips).
 */
function useUploadedRecordingRefs(enabled: boolean): readonly RecordingRef[] | null {
  const [refs, setRefs] = useState<readonly RecordingRef[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listRecordings(controller.signal).then(
      (recordings) => setRefs(recordings.map(toRecordingRef)),
      () => !controller.signal.aborted && setRefs([]),
    );
    return () => controller.abort();
  }, [enabled]);
  return refs;
}

/** Basic (category and excitation) or Advanced (and the instrument); the uploaded recordings join in. */
export function TimbreSettingsForm({ draft, errors, readOnly, onChange }: SettingsFormProps<TimbreSettingsDraft>) {
  const { t } = useTranslation(['timbre', 'common']);
  const uploaded = useUploadedRecordingRefs(!readOnly);
  useEffect(() => {
    if (readOnly || uploaded === null || sameRefs(draft.recordings ?? [], uploaded)) return;
    const { recordings: _previous, ...rest } = draft;
    onChange(uploaded.length > 0 ? { ...rest, recordings: uploaded } : rest);
  }, [readOnly, uploaded, draft, onChange]);
  const count = draft.recordings?.length ?? 0;
  const field = settingsFieldProps<TimbreSettingsDraft>('timbre', t, { errors, readOnly });
  return (
    <Stack spacing={1}>
      <SettingsSelect
        {...field('mode')}
        value={draft.mode}
        options={TIMBRE_MODES.map((m) => ({ value: m, label: t(`timbre:mode.${m}`) }))}
        onChange={(mode) => onChange({ ...draft, mode })}
        data-testid="timbre-settings-form"
      />
      {count > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="timbre-settings-recordings">
          {t('timbre:settings.recordings', { count })}
        </Typography>
      ) : null}
      {errors.recordings ? (
        <Typography variant="body2" color="error" role="alert">
          {t(errors.recordings)}
        </Typography>
      ) : null}
    </Stack>
  );
}
