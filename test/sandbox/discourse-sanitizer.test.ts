// The sanitizer model against Discourse's own expectations. The cases come from discourse/discourse
// frontend/discourse/tests/unit/lib/sanitizer-test.js @ 4b605682509c64a036ed1d1d5e7394e913a496d6
// (its engine.sanitize cases; its cook cases run here on the HTML markdown-it hands the sanitizer),
// plus the whole-value class rule that decides whether a card keeps its classes on a real forum.
import { describe, expect, it } from "@jest/globals";
import { hrefAllowed, makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";

const core = makeDiscourseSanitizer([]);

describe("Discourse's sanitizer, modelled", () => {
  it("drops classes that are not allowlisted and unknown attributes, keeps the elements", () => {
    expect(core('<i class="fa-bug fa-spin">bug</i>')).toBe("<i>bug</i>");
    expect(core("<div><p class=\"funky\" wrong='1'>hello</p></div>")).toBe("<div><p>hello</p></div>");
    expect(core('<table><tr><th rowspan="2">a</th><th colspan="3">b</th><td rowspan="4">c</td><td colspan="5">d</td><td class="fa-spin">e</td></tr></table>'))
      .toBe('<table><tr><th rowspan="2">a</th><th colspan="3">b</th><td rowspan="4">c</td><td colspan="5">d</td><td>e</td></tr></table>');
  });

  it("removes scripts with their body and unwraps tags it does not know, keeping their text", () => {
    expect(core("<div><script>alert('hi');</script></div>")).toBe("<div></div>");
    expect(core("<p>hello<script>alert(42)</script></p>")).toBe("<p>hello</p>");
    expect(core("<center>hello</center>")).toBe("hello");
    expect(core("<textarea>hullo</textarea>")).toBe("hullo");
    expect(core("<button>press me!</button>")).toBe("press me!");
    expect(core("<canvas>draw me!</canvas>")).toBe("draw me!");
    expect(core("<progress>hello")).toBe("hello");
    expect(core('<p><i class="fa fa-bug fa-spin" style="font-size:600%"></i>\n<!-- --></p>')).toBe("<p><i></i>\n</p>");
  });

  it("lets a lone '<' through as text", () => {
    expect(core("<3 <3")).toBe("&lt;3 &lt;3");
    expect(core("<_<")).toBe("&lt;_&lt;");
  });

  it("keeps Discourse's basic tags and attributes", () => {
    expect(core("<p><kbd>Ctrl</kbd>+<kbd>C</kbd></p>")).toBe("<p><kbd>Ctrl</kbd>+<kbd>C</kbd></p>");
    expect(core("<p>it has been <strike>1 day</strike> 0 days</p>")).toBe("<p>it has been <strike>1 day</strike> 0 days</p>");
    expect(core('<div align="center">hello</div>')).toBe('<div align="center">hello</div>');
    expect(core("<p>1 + 1 is <del>3</del> <ins>2</ins></p>")).toBe("<p>1 + 1 is <del>3</del> <ins>2</ins></p>");
    expect(core('<p><abbr title="JavaScript">JS</abbr></p>')).toBe('<p><abbr title="JavaScript">JS</abbr></p>');
    expect(core("<dl><dt>Forum</dt><dd>Software</dd></dl>")).toBe("<dl><dt>Forum</dt><dd>Software</dd></dl>");
    expect(core("<p><sup>high</sup> <sub>low</sub> <big>HUGE</big></p>")).toBe("<p><sup>high</sup> <sub>low</sub> <big>HUGE</big></p>");
    expect(core('<div dir="rtl">RTL text</div>')).toBe('<div dir="rtl">RTL text</div>');
  });

  it("keeps a class only when its whole value is allowlisted", () => {
    const withBbcode = makeDiscourseSanitizer(["span.bbcode-s"]);
    expect(withBbcode('<p><span class="-bbcode-s fa fa-spin">a</span></p>')).toBe("<p><span>a</span></p>");
    expect(withBbcode('<p><span class="fa fa-spin -bbcode-s">a</span></p>')).toBe("<p><span>a</span></p>");
    expect(withBbcode('<p><span class="bbcode-s">a</span></p>')).toBe('<p><span class="bbcode-s">a</span></p>');
    // Two entries for the same tag do not add up to a two-class value; only the listed string does.
    expect(makeDiscourseSanitizer(["span.a", "span.b"])('<span class="a b">x</span>')).toBe("<span>x</span>");
    expect(makeDiscourseSanitizer(["span.a b"])('<span class="a b">x</span>')).toBe('<span class="a b">x</span>');
    expect(core('<span class="placeholder-icon video"></span>')).toBe('<span class="placeholder-icon video"></span>');
  });

  it("a card root with two classes loses its class, even with both classes on the plugin's list", () => {
    // The list the cards had before they dropped their classes (div.gf-card, div.gf-pool).
    const forum = makeDiscourseSanitizer(["div.gf-card", "div.gf-pool", "div[data-gf-block]"]);
    expect(forum('<div class="gf-card gf-pool" data-gf-block="pool">x</div>')).toBe('<div data-gf-block="pool">x</div>');
    expect(forum('<div class="gf-card">x</div>')).toBe('<div class="gf-card">x</div>');
  });

  it("keeps data-* only where an entry allows it, never data-html-*", () => {
    expect(core('<div data-value="<something>" data-html-value="<something>"></div>')).toBe('<div data-value="&lt;something&gt;"></div>');
    const s = makeDiscourseSanitizer(["pre[data-*]", "code[data-custom-*=foo]", "div[data-cat-*]"]);
    for (const b of ["<b data-foo=*></b>", "<b data-foo=1></b>", "<b data-=1></b>", "<b data=1></b>", "<b data></b>", "<b data=*></b>"]) {
      expect(s(b)).toBe("<b></b>");
    }
    expect(s("<pre data-foo=1></pre>")).toBe('<pre data-foo="1"></pre>');
    expect(s("<pre data-foo-bar=1></pre>")).toBe('<pre data-foo-bar="1"></pre>');
    expect(s("<code data-foo=foo></code>")).toBe("<code></code>");
    expect(s("<code data-custom-=foo></code>")).toBe("<code></code>");
    expect(s("<code data-custom-*=foo></code>")).toBe("<code></code>");
    expect(s("<code data-custom-bar=foo></code>")).toBe('<code data-custom-bar="foo"></code>');
    expect(s("<code data-custom-bar=1></code>")).toBe("<code></code>");
    expect(s("<div data-cat=1></div>")).toBe('<div data-cat="1"></div>');
    expect(s("<div data-cat-dog=1></div>")).toBe('<div data-cat-dog="1"></div>');
    // A span or li has no data-* entry by default: each attribute needs its own.
    const plugin = makeDiscourseSanitizer(["span[data-gf-size]"]);
    expect(plugin('<span data-gf-size="8" data-gf-face="3">x</span>')).toBe('<span data-gf-size="8">x</span>');
  });

  it("accepts only http(s), protocol-relative, site-relative, anchor and mailto links", () => {
    for (const url of ["/foo/bar.html", "http://eviltrout.com/evil/trout", "https://eviltrout.com/evil/trout", "//eviltrout.com/evil/trout"]) {
      expect(hrefAllowed(url)).toBe(url);
    }
    expect(hrefAllowed("http://google.com/test'onmouseover=alert('XSS!');//.swf"))
      .toBe("http://google.com/test%27onmouseover=alert(%27XSS!%27);//.swf");
    expect(core('<p><a href="http://disneyland.disney.go.com/">disney</a> <a href="http://reddit.com">reddit</a></p>'))
      .toBe('<p><a href="http://disneyland.disney.go.com/">disney</a> <a href="http://reddit.com">reddit</a></p>');
    expect(core('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(core('<a href="data:text/html,x">x</a>')).toBe("<a>x</a>");
    expect(core('<a href="#top">x</a> <a href="mailto:a@b.example">m</a>')).toBe('<a href="#top">x</a> <a href="mailto:a@b.example">m</a>');
    expect(core('<img src="javascript:alert(1)" alt="x">')).toBe('<img src alt="x">');
    expect(core('<img src="https://x.example/a.png" onerror="alert(1)">')).toBe('<img src="https://x.example/a.png">');
    expect(core('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
  });

  it("removes iframes no site setting allows, with what they hold", () => {
    expect(core('<iframe src="http://discourse.org" width="100" height="42"></iframe>')).toBe("");
    expect(core("<p>BEFORE</p>\n\n<iframe src=http://example.com>\n\nINSIDE\n\n</iframe>\n\n<p>AFTER</p>")).toBe("<p>BEFORE</p>\n\n\n\n<p>AFTER</p>");
  });

  it("keeps heading ids of the heading-- form only, and mutes autoplaying videos", () => {
    expect(core("<h3>Test Heading</h3>")).toBe("<h3>Test Heading</h3>");
    expect(core('<h1 id="heading--test">T</h1>')).toBe('<h1 id="heading--test">T</h1>');
    expect(core('<h4 id="heading--underscored_name">T</h4>')).toBe('<h4 id="heading--underscored_name">T</h4>');
    for (const id of ["evil-trout", "heading--", "heading--with space", "heading--with*char", "test-heading--cool"]) {
      expect(core(`<h1 id="${id}">T</h1>`)).toBe("<h1>T</h1>");
    }
    expect(core('<p>Hey</p><video autoplay src="http://example.com/music.mp4"/>')).toMatch(/muted/);
    expect(core('<p>Hey</p><video><source src="http://example.com/music.mp4" type="audio/mpeg"></video>')).not.toMatch(/muted/);
  });

  it("keeps Discourse's own quote, code and table markup", () => {
    expect(core('<aside class="quote no-group" data-username="ana"><blockquote><p>q</p></blockquote></aside>'))
      .toBe('<aside class="quote no-group" data-username="ana"><blockquote><p>q</p></blockquote></aside>');
    expect(core('<pre data-code-wrap="js"><code class="lang-js">x</code></pre>')).toBe('<pre data-code-wrap="js"><code class="lang-js">x</code></pre>');
    expect(core('<pre><code class="language-js">x</code></pre>')).toBe("<pre><code>x</code></pre>");
    expect(core('<div class="md-table"><table><tr><th style="text-align:right">a</th><td style="color:red">b</td></tr></table></div>'))
      .toBe('<div class="md-table"><table><tr><th style="text-align:right">a</th><td>b</td></tr></table></div>');
  });

  it("escapes a bare ampersand and keeps entities", () => {
    expect(core("<p>Tom & Jerry &amp; &#39;x&#39;</p>")).toBe("<p>Tom &amp; Jerry &amp; 'x'</p>");
  });
});
