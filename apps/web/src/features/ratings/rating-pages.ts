/** Both customer rating screens in one chunk (one entry fewer in the /home bundle's list of lazy files). */
export { RateAppPage } from './rate-app-page.js';
export { RateOrderPage } from './rate-order-page.js';
