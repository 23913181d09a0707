import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSION, hasPermissionIn, useSession } from '../../session';
import type { InstrumentRecording } from '../../lib/api-types';
import { listRecordings } from './recordings-api';
import { UploadedRecordings } from './uploaded-recordings';
import { CATEGORIES, clipsOf, clipUrl, INSTRUMENTS, instrumentById, instrumentsWithClips, localized } from './catalogue';

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
          <TextField
            select
            size="small"
            label={t('browser.select')}
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
            sx={{ maxWidth: 420 }}
            data-testid="instrument-select"
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
          >
            {CATEGORIES.flatMap((category) => [
              <ListSubheader key={`group-${category}`}>{t(`category.${category}`)}</ListSubheader>,
              ...INSTRUMENTS.filter((i) => i.category === category).map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {localized(i.name, i18n.language)}
                </MenuItem>
              )),
            ])}
          </TextField>
          {instrument ? (
            <Stack spacing={1.5} data-testid="instrument-details" data-instrument={instrument.id}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {localized(instrument.name, i18n.language)}
                </Typography>
                <Chip size="small" label={t(`category.${instrument.category}`)} />
                <Chip size="small" variant="outlined" label={t(`excitation.${instrument.excitation ?? 'none'}`)} />
              </Stack>
              <Typography>{localized(instrument.description, i18n.language)}</Typography>
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
