import type { ThemeChoice } from '../features/theme/theme-store.js';
import { useTranslation } from '../i18n/use-translation.js';
import { Toaster } from '../shared/ui/sonner.js';

/**
 * Toasts rise from the bottom, above the bottom navigation (and above a page's sticky action bar, which sets
 * --toast-bottom from its height), so they never cover the header, a page's title or its order number (issue 10).
 */
const TOAST_BOTTOM = 'calc(var(--toast-bottom, 68px) + env(safe-area-inset-bottom))';

/** sonner's Toaster, in a chunk loaded with the first toast (ADR 0060). */
export function AppToaster({ theme }: { theme: ThemeChoice }) {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      offset={{ bottom: TOAST_BOTTOM }}
      mobileOffset={{ bottom: TOAST_BOTTOM }}
      richColors
      closeButton
      theme={theme}
      containerAriaLabel={t('app.notificationsRegion')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeNotification') }}
    />
  );
}
