import type { RateLimitStore } from "#app/shared/rate-limit-store.server";
import { FIFTEEN_MINUTES, LoginThrottle, ThrottledError } from "./login-throttle";

/**
 * Limits password-reset requests (docs/product.md §Accounts and sessions). Per address and per typed login the
 * caller gets 429, which says nothing about the account since unknown logins count the same.
 * Per account (whichever spelling reached it) further requests are answered as usual but send
 * no more mail, so the limit cannot be used to learn that an account exists. Counted in the
 * same store as the login throttle.
 */
export class ResetThrottle {
  private readonly byAddress: LoginThrottle;
  private readonly byLogin: LoginThrottle;
  private readonly byAccount: LoginThrottle;

  constructor(
    store: RateLimitStore,
    { perAddress = 10, perLogin = 5, perAccount = 3, windowMs = FIFTEEN_MINUTES } = {},
  ) {
    this.byAddress = new LoginThrottle(store, "reset", perAddress, windowMs);
    this.byLogin = new LoginThrottle(store, "reset", perLogin, windowMs);
    this.byAccount = new LoginThrottle(store, "reset", perAccount, windowMs);
  }

  /** 429 `password_reset_rate_limited` when the address or the typed login asked too often; else counts this request. */
  async admit(ip: string, login: string, now: Date): Promise<void> {
    const address = [`ip:${ip}`];
    const typed = [`login:${login}`];
    await this.byAddress.check(address, now, "password_reset_rate_limited");
    await this.byLogin.check(typed, now, "password_reset_rate_limited");
    await Promise.all([this.byAddress.recordFailure(address, now), this.byLogin.recordFailure(typed, now)]);
  }

  /** Whether this account may get one more mail in its window (and counts it if so). */
  async mayMail(userId: number, now: Date): Promise<boolean> {
    const account = [`user:${userId}`];
    try {
      await this.byAccount.check(account, now);
    } catch (err) {
      if (err instanceof ThrottledError) return false;
      throw err;
    }
    await this.byAccount.recordFailure(account, now);
    return true;
  }
}
