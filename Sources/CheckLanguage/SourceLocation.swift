/// A place in a source file: 1-based line and column, as editors and `file:line:column` use.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package var description: String { "\(line):\(column)" }
}
