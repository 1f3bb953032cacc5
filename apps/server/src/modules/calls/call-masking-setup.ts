import type { Config } from '../../config.js';
import { type CallMasking, createStandinCallMasking } from './call-masking.js';
import { createExotelCallMasking } from './exotel-call-masking.js';

/** CALL_MASKING picks how a customer calls their rider (ADR 0081); `off` answers the rider's number instead. */
export function createCallMasking(config: Config): CallMasking | null {
  if (config.CALL_MASKING === 'off') return null;
  if (config.CALL_MASKING === 'exotel') {
    return createExotelCallMasking({
      accountSid: config.EXOTEL_ACCOUNT_SID!,
      apiKey: config.EXOTEL_API_KEY!,
      apiToken: config.EXOTEL_API_TOKEN!,
      callerId: config.EXOTEL_CALLER_ID!,
      apiBase: config.EXOTEL_API_BASE,
    });
  }
  return createStandinCallMasking();
}
