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
import { useTranslation } from 'react-i18next';
import type { Organization } from '../lib/api-types';
import { updateMe } from './profile-api';

export interface ProfileForm {
  studentId: string;
  organization: string;
}

export interface FirstSignInDialogProps {
  initial: ProfileForm;
  organizations: readonly Organization[];
  onSaved: () => void;
}

/**
 * The sign-up step: asks once for the student id and the organization. It cannot be
 * dismissed until saved; a failed save keeps what was typed and says why.
 */
export function FirstSignInDialog({ initial, organizations, onSaved }: FirstSignInDialogProps) {
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
    try {
      await updateMe({ studentId: form.studentId.trim(), organization: form.organization });
      onSaved();
    } catch (error) {
      setSaveError(t('profile.saveFailed', { message: error instanceof Error ? error.message : String(error) }));
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
            helperText={submitted && studentIdMissing ? t('common:validation.required') : ' '}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            select
            label={t('profile.organization')}
            name="organization"
            value={form.organization}
            onChange={(event) => setForm({ ...form, organization: event.target.value })}
            error={submitted && organizationMissing}
            helperText={submitted && organizationMissing ? t('common:validation.required') : ' '}
            required
          >
            {organizations.map((organization) => (
              <MenuItem key={organization.id} value={organization.name}>
                {organization.name}
              </MenuItem>
            ))}
          </TextField>
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
