import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSION, hasPermissionIn, useSession } from '../../session';
import type { InstrumentRecording } from '../../api-contract';
import { listRecordings } from './recordings-api';
import { UploadedRecordings } from './uploaded-recordings';
import { CATEGORIES, clipsOf, clipUrl, INSTRUMENTS, instrumentById, instrumentsWithClips, localized, type Localized } from './catalogue';
import { SelectField } from '../../ui';

type Descriptions = Readonly<Record<string, Localized>>;

/**
 * The descriptions, fetched once an instrument is chosen; null while loading or after a
 * failure, which the next choice of an instrument tries again.
 */
function useDescriptions(chosen: string): { descriptions: Descriptions | null; failed: boolean } {
  const [state, setState] = useState<{ descriptions: Descriptions | null; failed: boolean }>({ descriptions: null, failed: false });
  const loaded = state.descriptions !== null;
  useEffect(() => {
    if (chosen === '' || loaded) return;
    let live = true;
    import('./catalogue/descriptions').then(
      (module) => live && setState({ descriptions: module.DESCRIPTIONS, failed: false }),
      () => live && setState({ descriptions: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [chosen, loaded]);
  return state;
}

/** Training beside the exam: pick any instrument of the catalogue, read about it, hear its recordings. */
export function InstrumentBrowser() {
  const { t, i18n } = useTranslation('timbre');
  const [selected, setSelected] = useState<string>('');
  const [uploads, setUploads] = useState<readonly InstrumentRecording[]>([]);
  const canUpload = useSession((state) => hasPermissionIn(state.permissions, ADMIN_PERMISSION));
  const reload = useCallback(() => {
    listRecordings().then(setUploads, () => setUploads([]));
  }, []);
  useEffect(reload, [reload]);
  const instrument = selected ? instrumentById(selected) : undefined;
  const { descriptions, failed } = useDescriptions(selected);
  const description = instrument ? descriptions?.[instrument.id] : undefined;
  const clips = instrument ? clipsOf(instrument.id) : [];
  const uploaded = instrument ? uploads.filter((r) => r.instrument === instrument.id) : [];
  const recorded = instrumentsWithClips().length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="instrument-browser-title" data-testid="instrument-browser">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="instrument-browser-title">
            {t('browser.title')}
          </Typography>
          <Typography color="text.secondary">{t('browser.about', { recorded, total: INSTRUMENTS.length })}</Typography>
          <Box sx={{ maxWidth: 420 }}>
            <SelectField label={t('browser.select')} value={selected} onChange={setSelected} data-testid="instrument-select">
              <option value="" disabled>
                {t('browser.placeholder')}
              </option>
              {CATEGORIES.map((category) => (
                <optgroup key={category} label={t(`category.${category}`)}>
                  {INSTRUMENTS.filter((i) => i.category === category).map((i) => (
                    <option key={i.id} value={i.id}>
                      {localized(i.name, i18n.language)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          </Box>
          {instrument ? (
            <Stack spacing={1.5} data-testid="instrument-details" data-instrument={instrument.id}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {localized(instrument.name, i18n.language)}
                </Typography>
                <Chip size="small" label={t(`category.${instrument.category}`)} />
                <Chip size="small" variant="outlined" label={t(`excitation.${instrument.excitation ?? 'none'}`)} />
              </Stack>
              {description ? <Typography data-testid="instrument-description">{localized(description, i18n.language)}</Typography> : null}
              {failed ? <Typography color="error">{t('browser.descriptionFailed')}</Typography> : null}
              {clips.length === 0 && uploaded.length === 0 ? (
                <Alert severity="info" data-testid="no-test-audio">
                  {t('browser.noAudio')}
                </Alert>
              ) : (
                clips.map((clip) => (
                  <audio key={clip.file} controls preload="none" src={clipUrl(clip)} aria-label={t('browser.recording', { name: localized(instrument.name, i18n.language) })}>
                    {t('browser.noAudioElement')}
                  </audio>
                ))
              )}
              <UploadedRecordings
                instrument={instrument.id}
                instrumentName={localized(instrument.name, i18n.language)}
                recordings={uploaded}
                canUpload={canUpload}
                onChanged={reload}
              />
            </Stack>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {t('browser.licence')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
