/** A date `offset` days from today (UTC, as the server compares), YYYY-MM-DD, as departures and payments take it. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
