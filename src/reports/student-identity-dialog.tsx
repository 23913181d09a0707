import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES, STUDENT_ID_MAX_LENGTH, type Organization, type UpdateUserIdentityRequest, type UserIdentity } from '../api-contract';
import { ApiError } from '../lib/api-client';
import type { StudentIdentityApi } from './student-identity-api';

export interface StudentIdentityDialogProps {
  user: UserIdentity;
  organizations: readonly Organization[];
  api: Pick<StudentIdentityApi, 'update'>;
  onSaved(updated: UserIdentity): void;
  onClose(): void;
}

function saveErrorMessage(t: TFunction, error: unknown, changes: { studentId: string; organization: string }): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === API_ERROR_CODES.studentIdTaken) return t('identities.errors.studentIdTaken', changes);
  if (code === API_ERROR_CODES.identityManaged) return t('identities.errors.managed');
  return t('identities.errors.saveFailed', { message: error instanceof Error ? error.message : String(error) });
}

/** An admin changes one user's organization and student id; a refusal keeps the form open and says why. */
export function StudentIdentityDialog({ user, organizations, api, onSaved, onClose }: StudentIdentityDialogProps) {
  const { t } = useTranslation('reports');
  const [studentId, setStudentId] = useState(user.studentId ?? '');
  const [organization, setOrganization] = useState(user.organization ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const studentIdMissing = studentId.trim() === '';
  const organizationMissing = organization === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (studentIdMissing || organizationMissing) return;
    const changes: UpdateUserIdentityRequest = { studentId: studentId.trim(), organization };
    setSaving(true);
    setSaveError(null);
    try {
      onSaved(await api.update(user.sub, changes));
    } catch (error) {
      setSaveError(saveErrorMessage(t, error, { studentId: studentId.trim(), organization }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="student-identity-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="student-identity-title">{t('identities.edit.title', { name: user.name || user.email || user.sub })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <DialogContentText sx={{ mb: 1.5 }}>{t('identities.edit.intro')}</DialogContentText>
          <TextField
            label={t('identities.columns.studentId')}
            name="studentId"
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
            error={submitted && studentIdMissing}
            helperText={submitted && studentIdMissing ? t('identities.edit.required') : ' '}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: STUDENT_ID_MAX_LENGTH } }}
          />
          <TextField
            select
            label={t('identities.columns.organization')}
            name="organization"
            value={organization}
            onChange={(event) => setOrganization(event.target.value)}
            error={submitted && organizationMissing}
            helperText={submitted && organizationMissing ? t('identities.edit.required') : ' '}
            required
          >
            {organizations.map((o) => (
              <MenuItem key={o.id} value={o.name}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          {saveError && <Alert severity="error">{saveError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('identities.edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(saving ? 'identities.edit.saving' : 'identities.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
