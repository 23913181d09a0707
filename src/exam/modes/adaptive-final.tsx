import { useTranslation } from 'react-i18next';
import type { AreaDefinition, ThresholdBound } from '../../exam-contract';
import { formatThreshold as formatThresholdIn } from '../../i18n';
import { AdaptiveResult, SessionConfusions } from '../adaptive';
import type { AreaUi } from '../area-ui';
import { FinalCardFrame, SubmissionNote, WaitingForResult, type ModeFinalProps } from '../final-card-parts';

/** The threshold the run found, what it means, the track that found it, and the run's confusions. */
export function AdaptiveFinal<S, Q, A, D>(props: ModeFinalProps<'adaptive', S, Q, A, D>) {
  const { definition, ui, snapshot } = props;
  const { t, i18n } = useTranslation('exam');
  const { final, history, submission, adaptive } = snapshot;
  const formatThreshold = adaptive
    ? (value: number, bound: ThresholdBound | null) => formatThresholdIn(t, i18n.language, adaptive.unit, value, bound)
    : undefined;
  const estimate = adaptive?.estimate;
  const spoken = final ? (estimate && formatThreshold ? formatThreshold(estimate.threshold, estimate.bound) : '') : null;
  return (
    <FinalCardFrame {...props} title={t('adaptive.threshold')} spoken={spoken}>
      {final && adaptive ? (
        <>
          <AdaptiveResult definition={definition as AreaDefinition<unknown>} namespace={ui.namespace} dimension={snapshot.dimension} run={adaptive} />
          {submission ? <SubmissionNote submitId={submission.submitId} {...(formatThreshold ? { formatThreshold } : {})} /> : null}
          <SessionConfusions definition={definition} ui={ui as AreaUi<unknown, unknown, unknown, unknown>} items={history} />
        </>
      ) : (
        <WaitingForResult submitId={submission?.submitId ?? null} />
      )}
    </FinalCardFrame>
  );
}
