import { nativeApi } from '../native/native-shell.js';

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** What happened: shared through the system sheet, copied to the clipboard, dismissed, or neither possible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Issue 16 item 6: the system share sheet (Web Share API) where the browser has one, otherwise the text and link
 * copied to the clipboard, so the caller can say "Link copied". Closing the sheet is not a failure. Inside the
 * native shell the system's own share sheet comes first (issue 17).
 */
export async function shareOrCopy(content: ShareContent): Promise<ShareOutcome> {
  const native = await nativeApi()?.share(content);
  if (native) return native;
  const data = { title: content.title, text: content.text, url: content.url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture left, a policy): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(`${content.text} ${content.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
