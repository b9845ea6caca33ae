export * from "./account";
export * from "./booking";
export * from "./catalog";
export * from "./content";
export * from "./setting";
export type { Translations } from "./types";
