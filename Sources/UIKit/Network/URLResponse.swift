import Foundation

/// The metadata of a load's answer, as Foundation's `URLResponse`: the URL, the MIME type and
/// text encoding from `Content-Type`, and the expected length (`Content-Length`, else -1).
open class URLResponse: NSObject, @unchecked Sendable {
  public let url: URL?
  public let mimeType: String?
  public let expectedContentLength: Int64
  public let textEncodingName: String?

  public init(url: URL, mimeType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
    self.url = url
    self.mimeType = mimeType
    self.expectedContentLength = Int64(length)
    self.textEncodingName = name
  }

  /// The last path component of the URL, as iOS suggests it for saving (`index.html` for `/`).
  open var suggestedFilename: String? {
    let last = url?.lastPathComponent ?? ""
    return last.isEmpty || last == "/" ? "Unknown" : last
  }
}

/// The answer of an HTTP load, as Foundation's `HTTPURLResponse`: its status code, its header
/// fields (names looked up without regard to case) and the status's reason phrase.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
  public let statusCode: Int
  private let fields: [(name: String, value: String)]

  public init?(url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?) {
    self.statusCode = statusCode
    self.fields = (headerFields ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    let contentType = Self.field("Content-Type", in: fields)
    let length = Self.field("Content-Length", in: fields).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    super.init(
      url: url, mimeType: Self.mimeType(contentType), expectedContentLength: length ?? -1,
      textEncodingName: Self.charset(contentType))
  }

  /// Every header field by name.
  public var allHeaderFields: [AnyHashable: Any] {
    Dictionary(fields.map { (AnyHashable($0.name), $0.value as Any) }, uniquingKeysWith: { _, last in last })
  }

  /// The value of a header field, its name compared without regard to case (iOS 13).
  public func value(forHTTPHeaderField field: String) -> String? { Self.field(field, in: fields) }

  /// The reason phrase of a status code as Foundation words it (`404` → `not found`).
  open class func localizedString(forStatusCode statusCode: Int) -> String {
    HTTPStatusPhrases.phrase(for: statusCode)
  }

  open override var description: String {
    "<HTTPURLResponse: \(url?.absoluteString ?? "(null)")> { Status Code: \(statusCode) }"
  }

  private static func field(_ name: String, in fields: [(name: String, value: String)]) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  private static func mimeType(_ contentType: String?) -> String? {
    guard let type = contentType?.split(separator: ";").first else { return nil }
    let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
    return trimmed.isEmpty ? nil : trimmed
  }

  private static func charset(_ contentType: String?) -> String? {
    guard let parameters = contentType?.split(separator: ";").dropFirst() else { return nil }
    for parameter in parameters {
      let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      if pair.count == 2, pair[0].lowercased() == "charset" {
        return pair[1].trimmingCharacters(in: ["\""]).lowercased()
      }
    }
    return nil
  }
}
