import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, read from its content streams (pdfkit's: Flate-compressed, text drawn
 * with TJ arrays of hex strings in the standard fonts' WinAnsi encoding): each text object's
 * strings joined, text objects separated by a space, runs of white space made one space.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const blocks: string[] = [];
  for (const m of raw.matchAll(/<<((?:(?!<<)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(m[1])?.[1]);
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, start + length);
    if (m[1].includes("/FlateDecode")) data = inflateSync(data);
    for (const bt of data.toString("latin1").matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const strings = [...bt[1].matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap((tj) =>
        [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decoder.decode(Buffer.from(hex[1], "hex"))),
      );
      blocks.push(strings.join(""));
    }
  }
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}
