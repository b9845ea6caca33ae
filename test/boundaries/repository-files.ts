import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The repository's files as the boundary tests read them: what git tracks and what it would
 * add (new files not ignored), as they are in the working tree.
 */
export function repositoryFiles(): string[] {
  const list = (args: string[]) => execFileSync("git", ["ls-files", ...args], { encoding: "utf8" }).split("\n");
  return [...list([]), ...list(["--others", "--exclude-standard"])].filter((f) => f && fs.existsSync(f));
}
