import { invalidInput } from '../../errors/invalid-input.js';

/**
 * zxcvbn's estimate must reach 3 (about 10^8 guesses, "safely unguessable" against online attacks and a slow
 * hash offline). The common-password dictionary (about 49,000 leaked passwords and their usual variations:
 * capitals, l33t, a year or "123" on the end) and the user's own details all count as guessable.
 */
const MIN_SCORE = 3;
/** Words specific to this service (NIST 800-63B §5.1.1.2 "context-specific words"). */
const SERVICE_WORDS = ['tokri', 'tokri.in', 'grocery', 'groceries'];

type Checker = (password: string, userInputs: string[]) => number;
let checker: Promise<Checker> | undefined;

/** Loads the dictionary on first use (a few MB), so neither start-up nor the web bundle pays for it. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs).score;
  })();
  return checker;
}

export interface PasswordOwner {
  email: string | null;
  phone: string | null;
}

const compact = (value: string) => value.toLowerCase().replace(/[\s._+-]/g, '');

/** Pieces of the owner's identity that must not appear in the password. */
function personalParts(owner: PasswordOwner): string[] {
  const parts: string[] = [];
  if (owner.email) {
    const email = owner.email.toLowerCase();
    parts.push(compact(email));
    const local = compact(email.split('@')[0] ?? '');
    if (local.length >= 5) parts.push(local);
  }
  if (owner.phone) {
    const digits = owner.phone.replace(/\D/g, '');
    parts.push(digits.slice(-10));
  }
  return parts;
}

/**
 * Refuses (400, translated) a new password that is only whitespace, contains the owner's email or phone number,
 * or is common or easy to guess. Length limits are checked earlier by the shared schema.
 */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  const refuse = (code: 'AUTH_PASSWORD_BLANK' | 'AUTH_PASSWORD_PERSONAL' | 'AUTH_PASSWORD_TOO_COMMON') =>
    invalidInput({ password: code });
  if (password.trim() === '') throw refuse('AUTH_PASSWORD_BLANK');
  const squeezed = compact(password);
  if (personalParts(owner).some((part) => part.length > 0 && squeezed.includes(part))) {
    throw refuse('AUTH_PASSWORD_PERSONAL');
  }
  const userInputs = [
    ...SERVICE_WORDS,
    ...(owner.email ? [owner.email, ...owner.email.split(/[@.]/)] : []),
    ...(owner.phone ? [owner.phone, owner.phone.replace(/\D/g, '').slice(-10)] : []),
  ];
  const score = (await loadChecker())(password, userInputs);
  if (score < MIN_SCORE) throw refuse('AUTH_PASSWORD_TOO_COMMON');
}
