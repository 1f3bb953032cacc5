/** Pure rules behind the heart button: the optimistic change and which message a failure shows. */

/** The id list after a product is (un)favourited: a new favourite goes first, like the server's list. */
export function withFavorite(ids: readonly string[], productId: string, favorite: boolean): string[] {
  const rest = ids.filter((id) => id !== productId);
  return favorite ? [productId, ...rest] : rest;
}

/** The header badge count after the change, never below zero. */
export function adjustCount(count: number, wasFavorite: boolean, favorite: boolean): number {
  if (wasFavorite === favorite) return count;
  return Math.max(0, count + (favorite ? 1 : -1));
}

export type FavoriteMessage =
  | 'favorites.added'
  | 'favorites.removed'
  | 'favorites.addFailed'
  | 'favorites.removeFailed'
  | 'favorites.loginToAdd'
  | 'favorites.loginToManage';

/** Spec §5 and §8: without a session (or when the server says 401) the customer is asked to log in. */
export function failureMessage(favorite: boolean, signedOut: boolean): FavoriteMessage {
  if (signedOut) return favorite ? 'favorites.loginToAdd' : 'favorites.loginToManage';
  return favorite ? 'favorites.addFailed' : 'favorites.removeFailed';
}

export function successMessage(favorite: boolean): FavoriteMessage {
  return favorite ? 'favorites.added' : 'favorites.removed';
}
