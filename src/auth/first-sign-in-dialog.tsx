import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES, STUDENT_ID_MAX_LENGTH, type Organization } from '../api-contract';
import { ApiError } from '../lib/api-client';
import { updateMe } from './profile-api';

export interface ProfileForm {
  studentId: string;
  organization: string;
}

export interface FirstSignInDialogProps {
  initial: ProfileForm;
  /** Halves already set: shown read-only, since only a teacher changes them. */
  locked?: Partial<Record<keyof ProfileForm, boolean>>;
  organizations: readonly Organization[];
  onSaved: () => void;
}

function saveErrorMessage(t: TFunction, error: unknown, form: ProfileForm): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === API_ERROR_CODES.studentIdTaken) return t('profile.errors.studentIdTaken', { studentId: form.studentId, organization: form.organization });
  if (code === API_ERROR_CODES.identityLocked) return t('profile.errors.locked');
  return t('profile.saveFailed', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * The sign-up step: asks once for the student id and the organization (the API refuses to
 * change them afterwards). It cannot be dismissed until saved; a failed save keeps what was
 * typed and says why.
 */
export function FirstSignInDialog({ initial, locked = {}, organizations, onSaved }: FirstSignInDialogProps) {
  const { t } = useTranslation('dialogs');
  const [form, setForm] = useState<ProfileForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const studentIdMissing = form.studentId.trim() === '';
  const organizationMissing = form.organization === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (studentIdMissing || organizationMissing) return;
    setSaving(true);
    setSaveError(null);
    const request = { studentId: form.studentId.trim(), organization: form.organization };
    try {
      await updateMe(request);
      onSaved();
    } catch (error) {
      // The identity provider took over meanwhile: nothing is left to ask.
      if (error instanceof ApiError && error.code === API_ERROR_CODES.identityManaged) onSaved();
      else setSaveError(saveErrorMessage(t, error, request));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open aria-labelledby="first-sign-in-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="first-sign-in-title">{t('profile.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <DialogContentText sx={{ mb: 1.5 }}>{t('profile.intro')}</DialogContentText>
          <TextField
            label={t('profile.studentId')}
            name="studentId"
            value={form.studentId}
            onChange={(event) => setForm({ ...form, studentId: event.target.value })}
            error={submitted && studentIdMissing}
            helperText={locked.studentId ? t('profile.lockedHelper') : submitted && studentIdMissing ? t('common:validation.required') : ' '}
            required
            autoFocus={!locked.studentId}
            slotProps={{ htmlInput: { maxLength: STUDENT_ID_MAX_LENGTH, readOnly: locked.studentId } }}
          />
          {locked.organization ? (
            <TextField
              label={t('profile.organization')}
              name="organization"
              value={form.organization}
              helperText={t('profile.lockedHelper')}
              required
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ) : (
            <TextField
              select
              label={t('profile.organization')}
              name="organization"
              value={form.organization}
              onChange={(event) => setForm({ ...form, organization: event.target.value })}
              error={submitted && organizationMissing}
              helperText={submitted && organizationMissing ? t('common:validation.required') : ' '}
              required
              autoFocus={locked.studentId}
            >
              {organizations.map((organization) => (
                <MenuItem key={organization.id} value={organization.name}>
                  {organization.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {saveError && <Alert severity="error">{saveError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(saving ? 'profile.saving' : 'profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
