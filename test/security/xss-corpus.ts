/**
 * The XSS corpus of the security suite (issue 7), shared by the API test (xss.test.ts) and the
 * browser test (test/e2e/xss.spec.ts). Every payload that would run calls alert() with its own
 * marker, so a fired dialog names the payload that got through.
 */

export const XSS_PAYLOADS: string[] = [
  // Tags and event handlers
  `<script>alert("xss01")</script>`,
  `<img src=x onerror=alert("xss02")>`,
  `<svg onload=alert("xss03")>`,
  `<svg><script>alert("xss04")</script></svg>`,
  `<body onload=alert("xss05")>`,
  `<details open ontoggle=alert("xss06")>x</details>`,
  `<div onmouseover="alert('xss07')" style="position:fixed;inset:0">cover</div>`,
  `<iframe src="javascript:alert('xss08')"></iframe>`,
  `<iframe srcdoc="<script>parent.alert('xss09')</script>"></iframe>`,
  `<object data="javascript:alert('xss10')"></object>`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoJ3hzczExJyk+">`,
  `<math><a xlink:href="javascript:alert('xss12')">m</a></math>`,
  `<input autofocus onfocus=alert("xss13")>`,
  `<video><source onerror=alert("xss14")></video>`,
  `<form action="javascript:alert('xss15')"><button>go</button></form>`,
  `<style>@import "javascript:alert('xss16')";</style><p style="background:url(javascript:alert('xss16b'))">s</p>`,
  `<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert('xss17')">`,
  `<template><img src=x onerror=alert("xss18")></template>`,
  // Links
  `<a href="javascript:alert('xss19')">klik</a>`,
  `<a href="jav&#x61;script:alert('xss20')">entity</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert('xss21')">decimal</a>`,
  `<a href="  JaVaScRiPt:alert('xss22')">case</a>`,
  `<a href="java\tscript:alert('xss23')">tab</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzMjQnKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="vbscript:msgbox('xss25')">vb</a>`,
  `<a href="//evil.example/xss26">protocol-relative</a><a href="/\\evil.example/xss26b">backslash</a>`,
  `<a href="https://evil.example/xss27" target="_blank">tabnabbing</a>`,
  // Breaking out of attributes, scripts and templates
  `"><script>alert("xss28")</script>`,
  `'><img src=x onerror=alert('xss29')>`,
  `</script><script>alert("xss30")</script>`,
  `</textarea></title></style><img src=x onerror=alert("xss31")>`,
  `{{constructor.constructor('alert("xss32")')()}}`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload
  "${alert('xss33')}",
  `<%= alert('xss34') %>`,
  // Encoded variants (must stay text, never be decoded into markup)
  `&lt;script&gt;alert("xss35")&lt;/script&gt;`,
  `%3Cscript%3Ealert(%22xss36%22)%3C%2Fscript%3E`,
  `\u003cimg src=x onerror=alert("xss37")\u003e`,
  `<scr<script>ipt>alert("xss38")</scr</script>ipt>`,
  `<IMG SRC=JaVaScRiPt:alert('xss39')>`,
  `<img src="x` + "`" + `onerror=alert('xss40')` + "`" + `">`,
  // Mutation XSS (markup that changes meaning when re-parsed)
  `<noscript><p title="</noscript><img src=x onerror=alert('xss41')>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert("xss42")>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert("xss43")>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert('xss44')>">`,
  `<xmp><p title="</xmp><img src=x onerror=alert('xss45')>">`,
  `<!--<img src="--><img src=x onerror=alert('xss46')//">`,
];

/**
 * Short mixes of the corpus for plain-text fields with small limits (names, titles: at most 100
 * characters), used by the browser test, which seeds every field in every language.
 */
export const PLAIN_MIXES: string[] = [
  `"><img src=x onerror=alert('pl1')><svg onload=alert('pl1b')>`,
  `</title><script>alert("pl2")</script>{{alert('pl2b')}}`,
  `<a href="javascript:alert('pl3')">x</a>'-alert('pl3b')-'`,
  `<iframe src=javascript:alert('pl4')>\${alert('pl4b')}&lt;b&gt;`,
  `<details open ontoggle=alert('pl5')><noscript><p title="</noscript><img src onerror=alert('pl5b')>">`,
];

/** All of the corpus as one rich-text document (a description, a page body). */
export function richCorpus(tag: string): string {
  return XSS_PAYLOADS.map((p, i) => `<p>${tag} ${i}: ${p}</p>`).join("\n");
}

// What the sanitiser may let through (app/shared/rich-text.server.ts).
const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "strong",
  "em",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "a",
]);
const ALLOWED_A_ATTRIBUTES = new Set(["href", "title", "target", "rel"]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:)|^\/(?![/\\])/i;

const decodeEntities = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Problems of stored rich text, as served: any tag outside the allowlist, any attribute but a
 * link's href/title/target/rel, a link to anything but the web, a mailbox or a page of this site,
 * a new-tab link without noopener. Empty when the HTML is safe to put in a page as is.
 */
export function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  // Sanitised output is well-formed: every `<` that starts a tag is markup, the rest is `&lt;`.
  for (const m of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [whole, name, rest] = m;
    const tag = name.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>: ${whole}`);
    if (whole.startsWith("</")) continue;
    const attributes = [...rest.matchAll(/([^\s"'=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map((a) => ({
      name: a[1].toLowerCase(),
      value: decodeEntities((a[2] ?? "").replace(/^["']|["']$/g, "")),
    }));
    for (const a of attributes) {
      if (tag !== "a" || !ALLOWED_A_ATTRIBUTES.has(a.name)) problems.push(`attribute ${a.name} on <${tag}>: ${whole}`);
      if (a.name === "href" && !SAFE_HREF.test(a.value.trim())) problems.push(`href ${a.value}: ${whole}`);
    }
    const target = attributes.find((a) => a.name === "target");
    const rel = attributes.find((a) => a.name === "rel")?.value ?? "";
    if (target && !/\bnoopener\b/.test(rel)) problems.push(`new tab without noopener: ${whole}`);
  }
  if (/<!--|<!\[CDATA\[|<\?/.test(html)) problems.push("comment, CDATA or processing instruction");
  return problems;
}
