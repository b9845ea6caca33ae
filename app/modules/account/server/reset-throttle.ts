import { LoginThrottle } from "./login-throttle";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Limits password-reset requests (decisions.md section 6). Per address and per typed login the
 * caller gets 429, which says nothing about the account since unknown logins count the same.
 * Per account (whichever spelling reached it) further requests are answered as usual but send
 * no more mail, so the limit cannot be used to learn that an account exists. In memory, per
 * process, like the login throttle.
 */
export class ResetThrottle {
  readonly byAddress: LoginThrottle;
  readonly byLogin: LoginThrottle;
  readonly byAccount: LoginThrottle;

  constructor({ perAddress = 10, perLogin = 5, perAccount = 3, windowMs = FIFTEEN_MINUTES } = {}) {
    this.byAddress = new LoginThrottle(perAddress, windowMs);
    this.byLogin = new LoginThrottle(perLogin, windowMs);
    this.byAccount = new LoginThrottle(perAccount, windowMs);
  }
}
