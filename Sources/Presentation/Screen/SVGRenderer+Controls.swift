import DriverProtocol
import Foundation

extension SVGRenderer {
  /// The standard controls beyond buttons, switches and sliders, as iOS draws them: a segmented
  /// control's gray track with the selected segment raised in white, a stepper's track and
  /// divider (its − and + are buttons), a date picker's gray capsule with its text, a picker's
  /// selection band (its rows are labels), a progress bar, a spinner, page dots.
  func drawControl(_ node: ViewNode) -> String {
    let frame = node.frame
    let middleY = frame.y + frame.height / 2
    let track = "#EEEEEF"
    switch node.kind {
    case .segmentedControl:
      return rect(frame, fill: track, extra: " rx=\"8\"")
    case .segment:
      var body = ""
      if node.isSelected {
        let inset = Rect(
          x: frame.x + 2, y: frame.y + 2, width: max(frame.width - 4, 0), height: max(frame.height - 4, 0))
        body += rect(inset, fill: "#FFFFFF", extra: " rx=\"7\"")
      }
      let color = node.isEnabled ? "#000000" : "#8E8E93"
      let title = node.title ?? SymbolGlyphs.glyph(for: node.imageName) ?? ""
      return body
        + text(title, x: frame.x + frame.width / 2, y: middleY, anchor: "middle", extra: " fill=\"\(color)\"")
    case .stepper:
      return rect(frame, fill: track, extra: " rx=\"8\"")
        + "<line x1=\"\(number(frame.x + frame.width / 2))\" y1=\"\(number(frame.y + 8))\" "
        + "x2=\"\(number(frame.x + frame.width / 2))\" y2=\"\(number(frame.y + frame.height - 8))\" stroke=\"#C6C6C8\"/>\n"
    case .datePicker:
      return rect(frame, fill: track, extra: " rx=\"6\"")
        + text(node.text ?? "", x: frame.x + frame.width / 2, y: middleY, anchor: "middle", extra: "")
    case .picker:
      let band = Rect(x: frame.x + 8, y: middleY - 16, width: max(frame.width - 16, 0), height: 32)
      return rect(band, fill: track, extra: " rx=\"8\"")
    case .progress:
      let fraction = ElementPainter.fraction(of: node)
      return line(from: frame.x, to: frame.x + frame.width, y: middleY, color: "#E5E5EA")
        + line(from: frame.x, to: frame.x + frame.width * fraction, y: middleY, color: Self.tint)
    case .activityIndicator:
      let radius = min(frame.width, frame.height) / 2 - 2
      let dash = node.isOn == true ? " stroke-dasharray=\"3 3\"" : ""
      return
        "<circle cx=\"\(number(frame.x + frame.width / 2))\" cy=\"\(number(middleY))\" r=\"\(number(max(radius, 1)))\" "
        + "fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"3\"\(dash)/>\n"
    case .pageControl:
      guard let range = node.valueRange, range.count == 2, range[1] >= 0 else { return "" }
      let pages = min(Int(range[1]) + 1, 40)
      let start = frame.x + (frame.width - Double(pages) * 16) / 2 + 8
      return (0..<pages).map { page in
        let fill = page == Int(node.value ?? 0) ? "#1C1C1E" : "#C7C7CC"
        return
          "<circle cx=\"\(number(start + Double(page) * 16))\" cy=\"\(number(middleY))\" r=\"4\" fill=\"\(fill)\"/>\n"
      }.joined()
    default:
      return ""
    }
  }

  /// Whether text on `fill` (`#RRGGBBAA`) reads best in white: an opaque, dark enough colour.
  static func wantsWhiteText(on fill: String) -> Bool {
    let digits = Array(fill.dropFirst())
    guard digits.count == 8 else { return false }
    let values = stride(from: 0, to: 8, by: 2).compactMap { Int(String(digits[$0..<($0 + 2)]), radix: 16) }
    guard values.count == 4, values[3] == 255 else { return false }
    let luminance = (0.299 * Double(values[0]) + 0.587 * Double(values[1]) + 0.114 * Double(values[2])) / 255
    return luminance < 0.6
  }

  private func line(from x1: Double, to x2: Double, y: Double, color: String) -> String {
    "<line x1=\"\(number(x1))\" y1=\"\(number(y))\" x2=\"\(number(x2))\" y2=\"\(number(y))\" stroke=\"\(color)\" "
      + "stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
  }

  /// A web view: white below the bars, with its page's lines (WebPageLayout) in 15-point text
  /// from there, as many as fit; headings semibold, links in the tint colour and underlined.
  func drawWebPage(_ node: ViewNode) -> String {
    var frame = node.frame
    let inset = min(max(node.webPage?.topInset ?? 0, 0), frame.height)
    frame.y += inset
    frame.height -= inset
    var body = rect(frame, fill: "#FFFFFF")
    guard let page = node.webPage else { return body }
    let lineHeight = 20.0
    let lines = WebPageLayout.lines(for: page, width: Int((frame.width - 16) / 7.5))
    for (offset, line) in lines.prefix(Int((frame.height - 8) / lineHeight)).enumerated() {
      let y = frame.y + 8 + lineHeight * (Double(offset) + 0.5)
      let spans = line.map { run -> String in
        let style: String =
          switch run.style {
          case .heading: " font-weight=\"600\""
          case .link: " fill=\"\(Self.tint)\" text-decoration=\"underline\""
          case .button: " fill=\"\(Self.tint)\""
          case .image, .loading, .placeholder: " fill=\"#8E8E93\""
          case .plain, .field: ""
          }
        return "<tspan\(style)>\(Self.escape(run.text))</tspan>"
      }
      body +=
        "<text x=\"\(number(frame.x + 8))\" y=\"\(number(y))\" font-size=\"15\" dominant-baseline=\"middle\" "
        + "xml:space=\"preserve\">\(spans.joined())</text>\n"
    }
    return body
  }
}
