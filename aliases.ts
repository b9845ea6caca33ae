// The package's import paths (`#app/...`, `#db/...`, `#server/...`, `#test/...`), mirrored for Vite and
// Vitest. Node (through tsx) and TypeScript read the same map from package.json "imports" and tsconfig.
const folder = (name: string) => new URL(`./${name}/`, import.meta.url).pathname;
export const importAliases = ["app", "db", "server", "test"].map((name) => ({
  find: new RegExp(`^#${name}/`),
  replacement: folder(name),
}));
