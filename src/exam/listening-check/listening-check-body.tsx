import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ListeningCheckKind } from '../../lib/area-registry';
import { CheckRunner, NAMESPACE, TEST_ID } from './check-runner';
import { statusOf } from './check-status';
import type { ListeningCheckGate } from './use-listening-check-gate';
import { modeModule } from '../modes';

export interface ListeningCheckBodyProps {
  gate: ListeningCheckGate;
  check: ListeningCheckKind;
  random?: (() => number) | undefined;
}

/** Passed: confirmed. A mode that waits for it: the check itself. Training: a notice that offers it. */
export function ListeningCheckBody({ gate, check, random }: ListeningCheckBodyProps) {
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState(false);
  const ns = NAMESPACE[check];
  const id = TEST_ID[check];
  if (gate.result === 'passed') {
    return (
      <Alert severity="success" data-testid={`${id}-confirmed`}>
        {t(`${ns}.confirmed`)}
      </Alert>
    );
  }
  if (modeModule(gate.mode).waitsForListeningCheck || open) return <CheckRunner kind={check} status={statusOf(check)} {...(random ? { random } : {})} />;
  return (
    <Alert
      severity="info"
      data-testid={`${id}-notice`}
      action={
        <Button color="inherit" size="small" onClick={() => setOpen(true)} data-testid={`${id}-take`}>
          {t(`${ns}.take`)}
        </Button>
      }
    >
      {t(`${ns}.trainingNotice`)}
    </Alert>
  );
}
