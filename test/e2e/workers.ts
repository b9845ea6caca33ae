/**
 * How many browser-journey files run at once, each against its own server and database
 * (test/e2e/global.ts). One by default: two at once were tried only on a subset of the journeys
 * (decision 003); `E2E_WORKERS=2` runs them so.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
