import { useState } from 'react';
import { ApiError, toApiError } from '../../shared/api/api-error.js';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { toast } from '../../shared/ui/toast.js';
import { downloadMyData } from './api/privacy-api.js';
import { usePrivacyText } from './i18n/texts.js';
import { PrivacyLinks } from './privacy-links.js';

/** /privacy/data: "Download my data" (DPDP Act 2023, ADR 0051), one JSON file. */
export function MyDataPage() {
  const text = usePrivacyText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadMyData();
      toast.success(text('data.done'));
    } catch (failure) {
      // The server's own answer (a 429 says how many seconds to wait) as it came; only a failed fetch is 'network'.
      setError(failure instanceof ApiError ? failure.message : (await toApiError(null, failure)).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={text('data.title')}>
      <div className="space-y-3 leading-relaxed">
        <p>{text('data.intro')}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{text('data.masked')}</p>
        <Button onClick={download} disabled={busy} className="w-full sm:w-auto">
          {busy ? text('data.downloading') : text('data.download')}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : (
          <p className="text-xs text-stone-500 dark:text-stone-400">{text('data.limit')}</p>
        )}
      </div>
      <PrivacyLinks current="data" />
    </Page>
  );
}
