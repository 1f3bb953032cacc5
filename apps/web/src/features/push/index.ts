/** What other features may use from push. The push settings page is loaded by the router. */

export { PushReachNote } from './components/push-reach-note.js';
export { isNativeShell } from './native/native-bridge.js';
