export * from "./account";
export * from "./booking";
export * from "./catalog";
export * from "./content";
export * from "./media";
export * from "./notification";
export * from "./setting";
export type { Translations } from "./types";
