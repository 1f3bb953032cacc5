/**
 * Number masking for calls between a customer and their rider (issue 32 minor, ADR 0081). Shaped on Exotel's
 * "connect two numbers" (Twilio Proxy works alike): the provider rings the caller from the shop's virtual number
 * and, when they pick up, bridges them to the callee; neither phone shows the other's number.
 */
export interface CallBridgeRequest {
  /** The one who tapped Call (rung first), +91 mobile. */
  from: string;
  /** The one to reach, +91 mobile. */
  to: string;
  /** Ours: the order the call is about (Exotel's CustomField), so a call log names it. */
  reference: string;
}

export interface CallBridge {
  /** The provider's call id (Exotel's Call Sid). */
  callId: string;
  /** The provider's own status word (queued, in-progress, ...). */
  status: string;
}

/** The provider would not place the call (bad numbers, account problem): asking again will not help. */
export class CallRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallRefused';
  }
}

export interface CallMasking {
  readonly name: 'calls-standin' | 'exotel';
  connect(request: CallBridgeRequest): Promise<CallBridge>;
}

/**
 * The embedded stand-in (development, tests, demos): keeps each bridge asked for, in order, and rings nobody.
 * Production refuses it at start-up (config.ts) unless the demo flag allows sandboxes: a customer told "we are
 * calling you" would wait for a call that never comes.
 */
export function createStandinCallMasking(): CallMasking & { bridges: (CallBridgeRequest & CallBridge)[] } {
  const bridges: (CallBridgeRequest & CallBridge)[] = [];
  return {
    name: 'calls-standin',
    bridges,
    async connect(request) {
      const bridge = { callId: `standin-call-${bridges.length + 1}`, status: 'queued' };
      bridges.push({ ...request, ...bridge });
      return bridge;
    },
  };
}
