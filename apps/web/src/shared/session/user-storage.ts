/** localStorage kept for one signed-in user, under a key that names them, so another user never reads it. */
const PREFIX = 'tokri-user:';

export const userStorageKey = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

/** On sign-out: whatever this device kept for any user goes (a shared phone keeps nothing personal). */
export function clearUserStorage() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}
