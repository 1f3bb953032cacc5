/** What other features may use from saved addresses. The addresses page is loaded by the router. */
export { addressesKey, type SavedAddress, useSavedAddresses } from './api/addresses-api.js';
export {
  type AddressDraft,
  addressLine,
  type DraftField,
  type DraftProblem,
  draftFieldErrors,
  draftToBody,
  emptyDraft,
  isValidPincode,
  validateDraft,
  withContact,
} from './utils/address-draft.js';
