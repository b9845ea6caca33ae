/** Bank accounts for tests: the demo seed's builders (db/demo/banks.ts). */
export { createBankAccount, seedDemoBanks } from "#db/demo/banks";
