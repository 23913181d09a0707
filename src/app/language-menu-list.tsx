import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, SUPPORTED_LANGUAGES } from '../i18n';

export function LanguageMenuList({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === active}
          onClick={() => {
            onClose();
            void changeLanguage(language);
          }}
        >
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
