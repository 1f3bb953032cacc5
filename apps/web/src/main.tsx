import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { captureInstallPrompt } from './features/install/install-prompt-event.js';
import { applyTheme, watchSystemTheme } from './features/theme/theme-store.js';
import { initI18n } from './i18n/index.js';
import './styles.css';

applyTheme();
watchSystemTheme();
captureInstallPrompt();
void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
