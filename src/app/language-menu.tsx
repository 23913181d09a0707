import { mdiTranslate } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { MdiIcon } from '../ui';

const LanguageMenuList = lazy(() => import('./language-menu-list').then((m) => ({ default: m.LanguageMenuList })));

/**
 * en / zh-CN, each named in its own language; the choice is remembered. `compact`: the icon only.
 * With its text, the button's name begins with the language it shows (WCAG 2.5.3, label in name),
 * so a voice user can say what they see.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = t(`languages.${currentLanguage()}`);
  const trigger = {
    color: 'inherit',
    'data-testid': 'language-switcher',
    'aria-label': compact ? t('topBar.language') : t('topBar.languageNamed', { language }),
    title: t('topBar.language'),
    'aria-haspopup': 'menu',
    'aria-expanded': anchor !== null,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  return (
    <>
      {compact ? (
        <IconButton {...trigger}>
          <MdiIcon path={mdiTranslate} />
        </IconButton>
      ) : (
        <Button {...trigger} startIcon={<MdiIcon path={mdiTranslate} />} sx={{ whiteSpace: 'nowrap' }}>
          {language}
        </Button>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
