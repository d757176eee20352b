// What reading a large web page costs (network.md's web views; the goal: a 1 MB HTML page read
// into its page — title, blocks, links, images, form fields — in under 50 ms). Run it through
// Benchmarks/webpage.sh, which builds it in release mode.
import Foundation
import WebPage

/// A page of about `bytes` bytes as sites make them: a head with a title, styles and a script,
/// then sections of a heading, paragraphs with inline links and emphasis, a list, an image and
/// a small form, repeated.
func largePage(bytes: Int) -> String {
  var html = """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>A large page</title>
    <style>body { font: 16px sans-serif } .note { color: gray }</style>
    <script>window.analytics = { queue: [] };</script></head><body>
    """
  var section = 0
  while html.utf8.count < bytes {
    section += 1
    html += """
      <section id="s\(section)"><h2>Section \(section)</h2>
      <p>Lorem ipsum dolor sit amet, <a href="/articles/\(section)">consectetur adipiscing</a> elit, sed do
      eiusmod tempor <em>incididunt</em> ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis
      nostrud exercitation ullamco <b>laboris</b> nisi ut aliquip ex ea commodo consequat.</p>
      <ul><li><a href="item?id=\(section)&amp;v=1">First item</a></li><li>Second item</li><li>Third item</li></ul>
      <img src="/img/\(section).png" alt="Figure \(section)">
      <form action="/search"><input name="q" placeholder="Search"><button>Go</button></form>
      <div class="note">Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore.</div>
      </section>

      """
  }
  return html + "</body></html>"
}

let html = largePage(bytes: 1 << 20)
let data = Data(html.utf8)
let base = URL(string: "https://example.com/index.html")
var page = HTMLDocumentReader.read(data, baseURL: base)
let runs = 20
let clock = ContinuousClock()
var best = Duration.seconds(1000)
var total = Duration.zero
for _ in 0..<runs {
  let elapsed = clock.measure { page = HTMLDocumentReader.read(data, baseURL: base) }
  best = min(best, elapsed)
  total += elapsed
}
func milliseconds(_ duration: Duration) -> String {
  String(format: "%.1f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
}
print(
  "web page: \(data.count / 1024) KiB of HTML read into \(page.blocks.count) blocks and \(page.links.count) links: "
    + "best \(milliseconds(best)), mean \(milliseconds(total / runs)) over \(runs) runs (goal: under 50 ms)")
