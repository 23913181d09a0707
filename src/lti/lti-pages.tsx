import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LTI_REFUSALS, LTI_REGISTRATION_FAILURES, type LtiRefusalCode, type LtiRegistrationFailure } from '../api-contract';
import { PageHeading } from '../ui';

const isReason = (value: string | null): value is LtiRefusalCode => (LTI_REFUSALS as readonly (string | null)[]).includes(value);

const PAGE_SX = { maxWidth: 720, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } } as const;

/** `/lti/refused?reason=…`: a launch from the course that the API refused, why, and what to do. */
export function LtiRefusedPage() {
  const { t } = useTranslation('lti');
  const [params] = useSearchParams();
  const code = params.get('reason');
  const reason = isReason(code) ? code : 'unknown';
  return (
    <Stack spacing={3} component="article" data-testid="lti-refused" data-reason={reason} sx={PAGE_SX}>
      <PageHeading title={t('refused.title')} />
      <Alert severity="error">{t(`refused.reasons.${reason}`)}</Alert>
      <Typography>{t('refused.again', { code: code ?? reason })}</Typography>
    </Stack>
  );
}

/**
 * `/lti/launched` in a course page's frame: Auricle runs in a window of its own (an exam needs
 * the room, and a frame's storage is the platform's to block), so the frame only opens it, the
 * launch's session going along in the address's fragment.
 */
export function LtiFramedPage({ open = (url: string) => window.open(url, '_blank', 'noopener') }: { open?: (url: string) => unknown }) {
  const { t } = useTranslation('lti');
  const [opened, setOpened] = useState(false);
  return (
    <Stack spacing={3} component="article" data-testid="lti-framed" sx={PAGE_SX}>
      <PageHeading title={t('framed.title')} />
      <Typography>{opened ? t('framed.opened') : t('framed.body')}</Typography>
      <div>
        <Button
          variant="contained"
          onClick={() => {
            open(window.location.href);
            setOpened(true);
          }}
        >
          {t('framed.open')}
        </Button>
      </div>
    </Stack>
  );
}

/** `/lti/ended`: the session a course opened is over (signed out, idle, or the launch expired). */
export function LtiEndedPage() {
  const { t } = useTranslation('lti');
  return (
    <Stack spacing={3} component="article" data-testid="lti-ended" sx={PAGE_SX}>
      <PageHeading title={t('ended.title')} />
      <Typography>{t('ended.body')}</Typography>
    </Stack>
  );
}

const isFailure = (value: string | null): value is LtiRegistrationFailure => (LTI_REGISTRATION_FAILURES as readonly (string | null)[]).includes(value);

/** Tells the platform that showed the registration to close it (LTI Dynamic Registration 1.0, 3.6). */
export function closeRegistration(win: Window = window): void {
  const platform = win.opener ?? (win.parent === win ? null : win.parent);
  (platform as Window | null)?.postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
}

/** `/lti/registered?platform=…` or `?reason=…`: the end of a platform's registration from one URL, in the platform's frame or window. */
export function LtiRegisteredPage({ close = closeRegistration }: { close?: () => void }) {
  const { t } = useTranslation('lti');
  const [params] = useSearchParams();
  const platform = params.get('platform');
  const code = params.get('reason');
  const failure = platform === null ? (isFailure(code) ? code : 'unknown') : null;
  return (
    <Stack spacing={3} component="article" data-testid="lti-registered" data-reason={failure ?? undefined} sx={PAGE_SX}>
      <PageHeading title={t(failure ? 'registered.failedTitle' : 'registered.title')} />
      {failure ? <Alert severity="error">{t(`registered.reasons.${failure}`)}</Alert> : <Alert severity="success">{t('registered.done', { platform })}</Alert>}
      <div>
        <Button variant="contained" onClick={() => close()}>
          {t('registered.close')}
        </Button>
      </div>
    </Stack>
  );
}
