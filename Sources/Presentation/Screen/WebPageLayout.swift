import DriverProtocol

/// A web view's page as lines of text a given number of characters wide, for the terminal screen
/// and the SVG: each block from its own line, words wrapped, headings bold, list items after a
/// bullet, links between ‹ and › in the tint colour, images by their alternative text, fields in
/// brackets and buttons as buttons. While the first page is loading, the view says so.
package enum WebPageLayout {
  /// A piece of a line in one style.
  package struct Run: Equatable {
    package var text: String
    package var style: Style
  }

  package enum Style: Equatable {
    case plain, heading, link, image, field, placeholder, button, loading
  }

  /// The page's lines, each at most `width` characters.
  package static func lines(for page: WebPageNode, width: Int) -> [[Run]] {
    let width = max(width, 4)
    if page.blocks.isEmpty {
      return page.isLoading ? [[Run(text: "Loading…", style: .loading)]] : []
    }
    var lines: [[Run]] = []
    for (index, block) in page.blocks.enumerated() {
      let links = page.links.filter { $0.block == index }.map(\.text)
      lines += wrap(words(of: block, links: links), width: width, indent: block.kind == "li" ? 2 : 0)
    }
    return lines
  }

  /// The block's words with their styles, its links marked.
  private static func words(of block: WebPageNode.Block, links: [String]) -> [Run] {
    switch block.kind {
    case "img": return [Run(text: "▣", style: .image)] + split(block.text, .image)
    case "field":
      return [Run(text: "[" + (block.text.isEmpty ? "   " : block.text) + "]", style: .field)]
    case "button": return [Run(text: "[ " + block.text + " ]", style: .button)]
    default: break
    }
    let base: Style = block.kind.hasPrefix("h") ? .heading : .plain
    var runs: [Run] = block.kind == "li" ? [Run(text: "•", style: .plain)] : []
    var rest = Substring(block.text)
    for link in links where !link.isEmpty {
      guard let found = rest.range(of: link) else { continue }
      runs += split(String(rest[..<found.lowerBound]), base)
      var linkWords = split(link, .link)
      if !linkWords.isEmpty {
        linkWords[0].text = "‹" + linkWords[0].text
        linkWords[linkWords.count - 1].text += "›"
      }
      runs += linkWords
      rest = rest[found.upperBound...]
    }
    return runs + split(String(rest), base)
  }

  private static func split(_ text: String, _ style: Style) -> [Run] {
    text.split(separator: " ").map { Run(text: String($0), style: style) }
  }

  /// Greedy word wrap: words joined by one space, a word longer than a line cut into pieces.
  private static func wrap(_ words: [Run], width: Int, indent: Int) -> [[Run]] {
    var lines: [[Run]] = []
    var line: [Run] = []
    var used = 0
    for word in words {
      var piece = word
      while !piece.text.isEmpty {
        let room = width - used - (line.isEmpty ? 0 : 1)
        if piece.text.count <= room {
          if !line.isEmpty { line[line.count - 1].text += " " }
          used += piece.text.count + (line.isEmpty ? 0 : 1)
          line.append(piece)
          piece.text = ""
        } else if line.isEmpty || line.count == 1 && indent > 0 && used == indent {
          let cut = max(room, 1)
          line.append(Run(text: String(piece.text.prefix(cut)), style: piece.style))
          piece.text = String(piece.text.dropFirst(cut))
          lines.append(line)
          (line, used) =
            indent > 0 ? ([Run(text: String(repeating: " ", count: indent - 1), style: .plain)], indent) : ([], 0)
        } else {
          lines.append(line)
          (line, used) =
            indent > 0 ? ([Run(text: String(repeating: " ", count: indent - 1), style: .plain)], indent) : ([], 0)
        }
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map(merged)
  }

  /// The line with neighbouring runs of one style joined.
  private static func merged(_ line: [Run]) -> [Run] {
    var runs: [Run] = []
    for run in line {
      if let last = runs.last, last.style == run.style {
        runs[runs.count - 1].text += run.text
      } else {
        runs.append(run)
      }
    }
    return runs
  }
}
