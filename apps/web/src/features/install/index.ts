/** What other features may use from the install prompt (its start-up listener is imported by main.tsx). */
export { InstallCard } from './install-card.js';
