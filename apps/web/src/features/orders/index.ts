/** What other features may use from orders. Order pages are loaded by the router. */
export { StatusChip } from './components/status-chip.js';
