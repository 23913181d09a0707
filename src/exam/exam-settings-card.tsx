import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AreaDefinition } from '../exam-contract';
import type { AreaUi } from './area-ui';
import type { ExamMachine } from './exam-machine';
import { EXAM_MODES, type ExamMode, type ExamSnapshot } from './exam-types';
import { modeOf } from './modes';
import { cardsOf } from './modes/mode-cards';
import { SoundSettings } from './play-control';
import { offeredSources, sourceRoleOf } from './sound-material';

export interface ExamSettingsCardProps<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

/**
 * Mode, then the mode's own settings (difficulty, question count, the area's settings form,
 * read-only once started); then the sound (source, channels, level match), which may change at
 * any time.
 */
export function ExamSettingsCard<S, Q, A, D>({ definition, ui, snapshot, machine }: ExamSettingsCardProps<S, Q, A, D>) {
  const { t } = useTranslation(['exam', 'audio', ui.namespace]);
  const inSetup = snapshot.state === 'setup';
  const mode = modeOf(snapshot);
  const cards = cardsOf(snapshot);
  const sources = offeredSources(snapshot);
  const issued = mode.issuedExam?.(snapshot) ?? null;

  return (
    <Card variant="outlined" data-testid="exam-settings-card">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {t('exam:settings.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={snapshot.mode}
            disabled={!inSetup}
            aria-label={t('exam:modes.label')}
            onChange={(_, mode: ExamMode | null) => mode && machine.send({ type: 'SELECT_MODE', mode })}
            // Widths by the names, not four equal quarters: "Official exam" would wrap on a phone.
            sx={{ '& .MuiToggleButton-root': { flex: 'auto', whiteSpace: 'nowrap', px: 1 } }}
          >
            {EXAM_MODES.map((mode) => (
              <ToggleButton key={mode} value={mode} data-testid={`mode-${mode}`}>
                {t(`exam:modes.${mode}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {t(`exam:modeHelp.${snapshot.mode}`)}
          </Typography>
          <cards.SetupChoices definition={definition} ui={ui} snapshot={snapshot} machine={machine} />
          {cards.settingsForm ? (
            <ui.SettingsForm
              draft={snapshot.draft}
              errors={snapshot.settingsErrors}
              readOnly={mode.settingsFixed || !inSetup}
              onChange={(draft) => machine.send({ type: 'EDIT_SETTINGS', draft })}
              context={{ programme: snapshot.programme }}
            />
          ) : null}
          {cards.SettingsNote ? <cards.SettingsNote snapshot={snapshot} /> : null}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            {t('exam:settings.sound')}
          </Typography>
          <SoundSettings
            listening={ui.listening}
            sourceRole={sourceRoleOf(ui, snapshot.draft)}
            // A mode with its own material (an official exam: pink noise or a loop) plays only that, never the
            // student's file, and its sound is matched or not by the server, as its area decides.
            sources={sources}
            fixedLevelMatch={sources ? (issued?.levelMatched ?? definition.officialExam.levelMatch) : undefined}
            allowLevelMatch={ui.levelMatchOffNote === undefined}
            levelMatchOffNote={ui.levelMatchOffNote === undefined ? undefined : t(ui.levelMatchOffNote)}
            officialLevelMatched={definition.officialExam.levelMatch}
            requiresStereo={ui.requiresStereo}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
