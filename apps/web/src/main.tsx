import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { captureInstallPrompt } from './features/install/install-prompt-event.js';
import { applyTheme, watchSystemTheme } from './features/theme/theme-store.js';
import { initI18n } from './i18n/index.js';
import { sessionStore } from './shared/session/session-store.js';
import './styles.css';

applyTheme();
watchSystemTheme();
captureInstallPrompt();
void initI18n().then(() => {
  // Signed in from the stored session before the first render: no "Checking your session" screen (ADR 0060).
  void sessionStore.start();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
