/**
 * Shares with the Web Share API where the device has it, else copies "text url" to the clipboard. Answers what
 * happened so the page can say so. (Helper A builds the app-wide `shared/share`; this local one folds into it.)
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(`${data.text} ${data.url}`);
}

/** Copies text to the clipboard; 'failed' when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
