/**
 * The hook for a proof-of-work or CAPTCHA check on sign-ins from an address that is over its failure limit
 * (ADR 0072). A carrier NAT puts thousands of customers behind one address, so the limit asks for proof of
 * effort instead of refusing everyone on it. `response` is what the client sent in the
 * `X-Sign-In-Challenge` header (null when none).
 */
export interface SignInChallenge {
  /** Whether this attempt (account, address, known device if any) may go on to the password check. */
  passed(attempt: ChallengedAttempt, response: string | null): Promise<boolean>;
}

/** Who is trying, as the sign-in throttle sees it (its `Attempt`). */
export interface ChallengedAttempt {
  account: string;
  ip: string;
  deviceId: string | null;
}

/**
 * No challenge configured: the attempt goes on, and only a correct password gets through (a wrong one over the
 * limit is refused with the wait). The per-account and per-account+address limits still hold.
 */
export const noSignInChallenge: SignInChallenge = { passed: async () => true };
