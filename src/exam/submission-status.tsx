import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { mdiCloudUploadOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useExamServices } from './exam-services';
import { MdiIcon } from '../ui';
import type { SubmissionQueueSnapshot } from './submission-queue';

// The chip shows at once; its hint follows when the tooltip's code is here (or never, offline).
const PendingHint = lazy(() =>
  import('./pending-hint').then(
    (m) => ({ default: m.PendingHint }),
    () => ({ default: ({ children }: { hint: string; children: ReactElement }) => children }),
  ),
);

/** The queue's state for the signed-in user; starts the queue (re-sending what a reload left). */
export function usePendingSubmissions(): SubmissionQueueSnapshot {
  const { queue } = useExamServices();
  useEffect(() => {
    void queue.start();
  }, [queue]);
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot);
}

/**
 * "1 result waiting to be sent": a small chip for the exam page or the app's top bar, shown
 * only while something waits; results the server refused are listed with a retry button, and
 * those it cannot score (made by an older generator version) are counted: retrying cannot help.
 */
export function PendingSubmissionsIndicator({ showFailures = true }: { showFailures?: boolean }) {
  const { t } = useTranslation('exam');
  const { queue } = useExamServices();
  const { pending, failed, outdated, nextRetryAt } = usePendingSubmissions();
  const hint = nextRetryAt === null ? t('submission.sendingHint') : t('submission.retryHint');
  // Nothing to say takes no room, not even the gap a layout keeps for it.
  if (pending === 0 && (!showFailures || (failed.length === 0 && outdated.length === 0))) return null;
  const chip = (
    <Chip
      data-testid="pending-submissions"
      role="status"
      color="warning"
      variant="outlined"
      icon={<MdiIcon path={mdiCloudUploadOutline} />}
      label={t('submission.waiting', { count: pending })}
    />
  );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {pending > 0 ? (
        <Suspense fallback={chip}>
          <PendingHint hint={hint}>{chip}</PendingHint>
        </Suspense>
      ) : null}
      {showFailures
        ? failed.map((item) => (
            <Alert
              key={item.submitId}
              severity="error"
              data-testid="failed-submission"
              action={
                <Button color="inherit" size="small" onClick={() => void queue.retryFailed(item.submitId)}>
                  {t('actions.retry')}
                </Button>
              }
            >
              {t('submission.refused', { message: item.message })}
            </Alert>
          ))
        : null}
      {showFailures && outdated.length > 0 ? (
        <Alert severity="warning" data-testid="outdated-submissions">
          {t('submission.outdated', { count: outdated.length })}
        </Alert>
      ) : null}
    </Stack>
  );
}
