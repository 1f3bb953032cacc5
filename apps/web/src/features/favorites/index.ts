/** What other features may use from favourites. The page itself is loaded by the router. */
export { useToggleFavorite } from './api/toggle-favorite.js';
export { useIsFavorite } from './api/use-is-favorite.js';
export { FavoriteButton } from './components/favorite-button.js';
