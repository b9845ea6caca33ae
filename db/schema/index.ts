export * from "./account";
export * from "./booking";
export * from "./catalog";
export * from "./content";
export * from "./media";
export * from "./setting";
export type { Translations } from "./types";
