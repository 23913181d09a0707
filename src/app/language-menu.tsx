import { mdiTranslate } from '@mdi/js';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { MdiIcon } from './mdi-icon';

const LanguageMenuList = lazy(() => import('./language-menu-list').then((m) => ({ default: m.LanguageMenuList })));

/** en / zh-CN, each named in its own language; the choice is remembered. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switcher"
        aria-label={t('topBar.language')}
        title={t('topBar.language')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<MdiIcon path={mdiTranslate} />}
      >
        {t(`languages.${currentLanguage()}`)}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
