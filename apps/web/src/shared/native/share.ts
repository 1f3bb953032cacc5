import { isNativeShell } from './native-shell.js';

export interface NativeShareContent {
  title: string;
  text: string;
  url: string;
}

/**
 * The native share sheet inside the shell (the web view's Web Share is missing on Android). 'shared' or
 * 'cancelled'; null outside the shell or when the plugin fails, so the caller falls back to the web.
 */
export async function nativeShare(content: NativeShareContent): Promise<'shared' | 'cancelled' | null> {
  if (!isNativeShell()) return null;
  try {
    const { Share } = await import('@capacitor/share');
    await Share.share({
      title: content.title,
      text: content.text,
      url: content.url,
      dialogTitle: content.title,
    });
    return 'shared';
  } catch (error) {
    // The plugin rejects with "Share canceled" when the sheet is closed.
    return /cancel/i.test(String((error as Error)?.message)) ? 'cancelled' : null;
  }
}
