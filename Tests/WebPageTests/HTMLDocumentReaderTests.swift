import Foundation
import Testing

@testable import WebPage

/// Reading HTML into the page a web view shows: title, blocks in order, links resolved against
/// the base URL, images' alternative text, form fields.
@Suite("Web pages — reading HTML")
struct HTMLDocumentReaderTests {
  let base = URL(string: "https://example.com/app/index.html")

  @Test("the title, headings, paragraphs and list items come in document order, whitespace collapsed")
  func blocks() {
    let page = HTMLDocumentReader.read(
      """
      <!DOCTYPE html><html><head><title>  Welcome
        back </title><style>p { color: red }</style><script>alert("hi")</script></head>
      <body><h1>Hello</h1><p>First   paragraph,
      on two lines.</p><ul><li>One</li><li>Two <em>and</em> a half</li></ul><h3>Small</h3>Loose text</body></html>
      """, baseURL: base)
    #expect(page.title == "Welcome back")
    #expect(
      page.blocks == [
        .init(.heading(1), "Hello"), .init(.paragraph, "First paragraph, on two lines."), .init(.listItem, "One"),
        .init(.listItem, "Two and a half"), .init(.heading(3), "Small"), .init(.paragraph, "Loose text"),
      ])
  }

  @Test("links keep their text and block, resolved against the document's URL or <base href>")
  func links() {
    let page = HTMLDocumentReader.read(
      """
      <p>Please <a href="/login">Sign in</a> or <a href="signup.html">create an account</a>.</p>
      <a href="https://other.org/x?y=1#z">Elsewhere</a><a href="#top"><img src="logo.png" alt="Logo"></a>
      """, baseURL: base)
    #expect(page.blocks.first == .init(.paragraph, "Please Sign in or create an account."))
    #expect(
      page.links.map(\.text) == ["Sign in", "create an account", "Elsewhere", "Logo"])
    #expect(
      page.links.map { $0.url?.absoluteString } == [
        "https://example.com/login", "https://example.com/app/signup.html", "https://other.org/x?y=1#z",
        "https://example.com/app/index.html#top",
      ])
    #expect(page.links[0].block == 0)
    #expect(page.links[1].block == 0)
    #expect(page.images == ["Logo"])
    let based = HTMLDocumentReader.read(
      "<head><base href='https://cdn.example.net/docs/'></head><a href='guide'>Guide</a>", baseURL: base)
    #expect(based.links.first?.url?.absoluteString == "https://cdn.example.net/docs/guide")
  }

  @Test("images outside links are blocks of their alternative text; inputs, text areas, selects and buttons are fields")
  func imagesAndForms() {
    let page = HTMLDocumentReader.read(
      """
      <img src="a.png" alt="A cat"><img src="spacer.gif">
      <form action="/go"><input type="hidden" name="token" value="s3cret">
      <label>Email <input type="email" name="email" placeholder="you@example.com"></label>
      <input name="user" value="ada"><textarea name="note">Hi
      there</textarea><select name="size"><option>S</option><option selected>M</option></select>
      <button>Sign in</button><input type="submit" value="Go"></form>
      """, baseURL: base)
    #expect(page.images == ["A cat", ""])
    #expect(
      page.formFields.map { "\($0.element) \($0.type) \($0.name ?? "-") \($0.value ?? "-") \($0.placeholder ?? "-")" }
        == [
          "input email email - you@example.com", "input text user ada -", "textarea textarea note Hi there -",
          "select select size M -", "button submit - - -", "input submit - Go -",
        ])
    #expect(
      page.blocks == [
        .init(.image, "A cat"), .init(.paragraph, "Email"), .init(.field, "you@example.com"), .init(.field, "ada"),
        .init(.field, "Hi there"), .init(.field, "M"), .init(.button, "Sign in"), .init(.button, "Go"),
      ])
  }

  @Test("broken markup is still shown: unclosed and stray tags, bad nesting, no html or body")
  func brokenMarkup() {
    let page = HTMLDocumentReader.read(
      "<title>Broken</title><h1>Head<p>One <b>bold<p>Two</i></div><ul><li>A<li>B</ul><a href=next>Next",
      baseURL: base)
    #expect(page.title == "Broken")
    #expect(page.blocks.map(\.text).contains("One bold"))
    #expect(page.blocks.map(\.text).contains("Two"))
    #expect(page.blocks.filter { $0.kind == .listItem }.map(\.text) == ["A", "B"])
    #expect(page.links.map(\.text) == ["Next"])
  }

  @Test("scripts, styles, templates and hidden elements show nothing; <noscript> shows, as with scripts off")
  func hiddenContent() {
    let page = HTMLDocumentReader.read(
      """
      <p>Seen</p><script>document.write("<p>Never</p>")</script><template><p>Template</p></template>
      <p hidden>Hidden</p><noscript><p>Turn on JavaScript</p></noscript>
      """, baseURL: base)
    #expect(page.blocks.map(\.text) == ["Seen", "Turn on JavaScript"])
  }

  @Test("hostile input: external entities are not expanded, deep nesting and bad bytes do not hurt")
  func hostileInput() {
    let entity = HTMLDocumentReader.read(
      """
      <!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><p>&xxe;&amp;&lt;ok&gt;</p>
      """, baseURL: base)
    #expect(!entity.blocks.map(\.text).joined().contains("root:"))
    #expect(entity.blocks.map(\.text).joined().contains("&<ok>"))
    let deep = String(repeating: "<div>", count: 100_000) + "Bottom" + String(repeating: "</div>", count: 100_000)
    _ = HTMLDocumentReader.read(deep, baseURL: base)
    let bytes = Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE, 0x00, 0x41, 0x3C, 0x2F, 0x70, 0x3E])
    _ = HTMLDocumentReader.read(bytes, baseURL: base)
    #expect(HTMLDocumentReader.read(Data(), baseURL: nil) == WebPage())
  }

  @Test("a page in another encoding is read in the encoding it is given")
  func encodings() {
    let latin1 = Data([0x3C, 0x70, 0x3E, 0x43, 0x61, 0x66, 0xE9, 0x3C, 0x2F, 0x70, 0x3E])
    #expect(HTMLDocumentReader.read(latin1, baseURL: nil, encoding: "ISO-8859-1").blocks.first?.text == "Café")
    #expect(HTMLDocumentReader.read("<p>Café ✓</p>", baseURL: nil).blocks.first?.text == "Café ✓")
  }
}
