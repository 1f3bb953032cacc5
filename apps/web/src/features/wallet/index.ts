/** What other features may use from the wallet: its balance and what tomorrow's plans take (GET /api/wallet). */
export { useWallet, walletKeys } from './api/wallet-api.js';
