/** What other features may use from language choice. The app shell shows the dialog. */
export { LanguageDialog } from './language-dialog.js';
export { LanguageSelect } from './language-select.js';
