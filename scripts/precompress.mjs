// Pre-compresses the built client files once (brotli and gzip) so the server never
// compresses assets per request (STACK.md: that collapsed throughput to ~140 req/s).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve("build/client");
const exts = new Set([".js", ".css", ".svg", ".json", ".txt", ".html", ".webmanifest"]);
let count = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (exts.has(path.extname(file)) && fs.statSync(file).size > 512) {
      const data = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`pre-compressed ${count} files in build/client`);
