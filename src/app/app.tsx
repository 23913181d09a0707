import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthSessionProvider, type AuthSession } from '../auth';
import { AppLayout } from './app-layout';
import { createAppTheme } from './theme';
import { useUiPreferences } from './ui-preferences';

export interface AppProps {
  auth: AuthSession;
  supportEmail: string;
}

export function App({ auth, supportEmail }: AppProps) {
  const themeMode = useUiPreferences((state) => state.themeMode);
  const theme = useMemo(() => createAppTheme(themeMode), [themeMode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <AuthSessionProvider session={auth}>
        <BrowserRouter>
          <AppLayout supportEmail={supportEmail} />
        </BrowserRouter>
      </AuthSessionProvider>
    </ThemeProvider>
  );
}
