import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from './sms-countdown.machine.ts';

/** The countdown child a form's connect hands to its "get code" button. */
export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

/** What the "get code" button shows: 获取验证码, sending, or N秒后重新获取 while re-sending is blocked. */
export interface SmsCountdownApi {
  isSending: boolean;
  isCounting: boolean;
  /** The seconds of the label while counting down; 0 otherwise. */
  secondsLeft: number;
  /**
   * Whether the button may ask for a code: the form allows it (its connect's `canSendCode`: a valid phone
   * and, where asked, ticked terms) and no countdown blocks it.
   */
  canRequest(formAllows: boolean): boolean;
}

/**
 * The countdown child of a login, registration or recovery form. It takes no intents from the view: the
 * form's machine forwards `code.request` with the phone and terms, so the form's connect offers
 * `requestCode()`.
 */
export function connect(snapshot: SnapshotFrom<typeof smsCountdownMachine>): SmsCountdownApi {
  const isCounting = snapshot.hasTag('counting');
  const secondsLeft = isCounting ? snapshot.context.secondsLeft : 0;
  return {
    isSending: snapshot.hasTag('sending'),
    isCounting,
    secondsLeft,
    canRequest: (formAllows) => formAllows && secondsLeft === 0,
  };
}
