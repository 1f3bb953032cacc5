/** The header's favourites and cart counts, which features that change them keep up to date. */
export { type Badges, badgesQueryKey, useBadges } from './use-badges.js';
