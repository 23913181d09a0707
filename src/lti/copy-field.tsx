import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A read-only value with a button that copies it: an address to paste into a learning platform. */
export function CopyField({ label, value, testId, multiline = false }: { label: string; value: string; testId: string; multiline?: boolean }) {
  const { t } = useTranslation('lti');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={label}
        value={value}
        fullWidth
        {...(multiline ? { multiline: true, minRows: 4, maxRows: 10 } : {})}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId, ...(multiline ? { style: { fontFamily: 'monospace', fontSize: '0.8rem' } } : {}) } }}
      />
      <Button size="small" onClick={copy} aria-label={t('platforms.copyNamed', { name: label })} sx={{ flexShrink: 0 }}>
        {copied ? t('platforms.copied') : t('platforms.copy')}
      </Button>
    </Stack>
  );
}
