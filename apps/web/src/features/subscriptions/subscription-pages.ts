/**
 * The router's one entry to the subscription screens: both routes load this one chunk, so the app shell's
 * list of lazy files (which /home downloads) grows by as little as possible.
 */
export { CreateSubscriptionPage } from './create-subscription-page.js';
export { SubscriptionsPage } from './subscriptions-page.js';
