import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { deepLinkPath } from '../api-contract';
import { ScheduleFormPage } from './schedule-form-page';
import * as deepLinkApi from './deep-link-api';
import { DEEP_LINK_CREATED_PARAM } from './schedule-paths';

/** `/lti/deep-link/<id>/new`: the schedule form for the course's organization; the exam set is chosen on the way back. */
export function DeepLinkNewExamPage({ api = deepLinkApi }: { api?: Pick<typeof deepLinkApi, 'getDeepLinkRequest'> }) {
  const { t } = useTranslation('lti');
  const id = useParams().request ?? '';
  const navigate = useNavigate();
  const [organization, setOrganization] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api.getDeepLinkRequest(id, controller.signal).then(
      (request) => !controller.signal.aborted && setOrganization(request.organization),
      () => !controller.signal.aborted && setOrganization(null),
    );
    return () => controller.abort();
  }, [api, id]);
  if (organization === null) {
    return (
      <Stack sx={{ maxWidth: 880, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
        <Alert severity="error">{t('deepLink.errors.unknown')}</Alert>
      </Stack>
    );
  }
  if (organization === undefined) return null;
  const back = deepLinkPath(id);
  return (
    <ScheduleFormPage
      forCourse={{ organization, cancelTo: back, onCreated: (schedule) => void navigate(`${back}?${DEEP_LINK_CREATED_PARAM}=${encodeURIComponent(schedule.id)}`) }}
    />
  );
}
