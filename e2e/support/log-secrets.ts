/**
 * What must never be in a server's log (issue 19 item 3), looked for in the whole output of every server the
 * browser tests start: bearer tokens and JWTs, the demo accounts' password, and any credential, code or payment
 * field that reached a log line with a value other than the logger's "[redacted]". The server's own test
 * (`apps/server/src/reliability/log-secrets.test.ts`) knows the exact secrets of its flow; this one sees what the
 * whole browser run did.
 */
const DEMO_PASSWORD = 'tokri-demo-123';

const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/;
const BEARER = /bearer\s+[\w.~+/-]{16,}/i;
/** A JSON field of a secret's name whose value is not the censor's (strings, numbers or objects). */
const SECRET_FIELD =
  /"(password|currentPassword|newPassword|token|accessToken|refreshToken|authorization|cookie|otp|deliveryOtp|delivery_otp|signature|razorpay_signature|cardNumber|card|cvv|vpa|upiId)"\s*:\s*(?!"\[redacted\]")[^,}\s]/i;

export interface LogSecret {
  line: number;
  kind: 'jwt' | 'bearer' | 'demo password' | 'secret field';
  text: string;
}

/** Every line of `output` holding a secret, with what kind it is; none is a pass. */
export function secretsInLog(output: string): LogSecret[] {
  const found: LogSecret[] = [];
  output.split('\n').forEach((text, index) => {
    const kind = JWT.test(text)
      ? 'jwt'
      : BEARER.test(text)
        ? 'bearer'
        : text.includes(DEMO_PASSWORD)
          ? 'demo password'
          : SECRET_FIELD.test(text)
            ? 'secret field'
            : null;
    if (kind) found.push({ line: index + 1, kind, text: text.slice(0, 300) });
  });
  return found;
}
