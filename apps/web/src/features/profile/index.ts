/** The profile feature's public face: the signed-in customer's profile (name and mobile prefill new addresses). */
export { useProfile } from './profile-api.js';
