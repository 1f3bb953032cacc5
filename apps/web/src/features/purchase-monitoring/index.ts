/** Purchase monitoring: checkout starts it; the app shell shows its badge and routes its events. */
export { MonitoringBadge } from './monitoring-badge.js';
export { purchaseMonitoring, startPurchaseMonitoring, usePurchaseMonitoring } from './purchase-monitoring.js';
