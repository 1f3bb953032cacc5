/** What other features and app/ may use from favourites. The page is composed in app/routes. */
export { useFavorites } from './api/get-favorites.js';
export { useToggleFavorite } from './api/toggle-favorite.js';
export { useIsFavorite } from './api/use-is-favorite.js';
export { FavoriteButton } from './components/favorite-button.js';
