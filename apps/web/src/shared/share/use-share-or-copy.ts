import { useCallback } from 'react';
import { toast } from '../ui/toast.js';
import { type ShareContent, type ShareOutcome, shareOrCopy } from './share-or-copy.js';
import { useShareText } from './share-texts.js';

/** `shareOrCopy` that also tells the user, in their language, when the link went to the clipboard instead. */
export function useShareOrCopy(): (content: ShareContent) => Promise<ShareOutcome> {
  const text = useShareText();
  return useCallback(
    async (content) => {
      const outcome = await shareOrCopy(content);
      if (outcome === 'copied') toast.success(text('copied'), { description: text('copiedHint') });
      if (outcome === 'failed') toast.error(text('failed'));
      return outcome;
    },
    [text],
  );
}
