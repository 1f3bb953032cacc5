/** Copies the invite link; 'failed' when the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
