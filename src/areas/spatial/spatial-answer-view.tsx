import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnswerViewProps } from '../../exam';
import { formatAzimuth } from './spatial-format';
import { describeMiss, type SpatialMiss } from './spatial-miss';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';

const TOO_FAR = { left: 'view.tooFarLeft', right: 'view.tooFarRight', front: 'view.tooFarForward', back: 'view.tooFarBack' } as const;

function MissInWords({ t, miss }: { t: TFunction<'spatial'>; miss: SpatialMiss }) {
  switch (miss.kind) {
    case 'none':
      return t('view.exact');
    case 'frontBack':
      return <strong data-testid="front-back-confusion">{t('view.frontBack')}</strong>;
    case 'angle':
      return t(TOO_FAR[miss.toward], { value: miss.degrees });
  }
}

/** Where the source was beside the student's answer, how many degrees off which way, and a front-back confusion named. */
export function SpatialAnswerView({ question, answer }: AnswerViewProps<SpatialQuestion, SpatialAnswer>) {
  const { t } = useTranslation('spatial');
  return (
    <Typography variant="body2" component="p" data-testid="spatial-answer-view">
      <strong>{formatAzimuth(t, question.azimuth)}</strong>
      {' · '}
      {t('view.yours', { answer: answer ? formatAzimuth(t, answer.azimuth) : t('view.notAnswered') })}
      {answer ? (
        <>
          {' · '}
          <MissInWords t={t} miss={describeMiss(question, answer)} />
        </>
      ) : null}
    </Typography>
  );
}
