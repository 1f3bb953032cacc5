/** Both privacy screens come in one chunk (one entry in the shell's list of lazy files, which /home downloads). */
export { DeleteAccountPage } from './delete-account-page.js';
export { MyDataPage } from './my-data-page.js';
