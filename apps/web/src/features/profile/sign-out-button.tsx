import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { Button } from '../../shared/ui/button.js';

export function SignOutButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="danger"
      className="w-full"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void sessionStore.signOut();
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {pending ? t('auth.signingOut') : t('auth.signOut')}
    </Button>
  );
}
