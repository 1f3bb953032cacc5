/** What other features may use from push. The push settings page is loaded by the router. */
export { isNativeShell } from './native/native-bridge.js';
