import Foundation
import SQLiteDatabase
import Testing

/// SQLiteDatabase is the one face of SQLite's C API: statements with bound parameters, SQL
/// functions and collations defined in Swift, and errors that say what failed.
@Suite("SQLite database")
struct SQLiteDatabaseTests {
  @Test("a defined function reads its arguments with SQLite's conversions and answers any value")
  func functions() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.defineFunction("DESCRIBE", argumentCount: 2) { arguments in
      guard let text = arguments.text(1) else { return .text("NULL, \(arguments.integer(0))") }
      return .text("\(arguments.integer(0)) \(text)")
    }
    try database.defineFunction("ECHO", argumentCount: 1) { arguments in
      switch arguments.integer(0) {
      case 0: .null
      case 1: .real(1.5)
      case 2: .blob(Data([1, 2]))
      case 3: .blob(Data())
      default: .integer(arguments.integer(0))
      }
    }
    #expect(try database.query("SELECT DESCRIBE(?, ?)", [.integer(7), .real(2.5)]) == [[.text("7 2.5")]])
    #expect(try database.query("SELECT DESCRIBE('12', NULL)") == [[.text("NULL, 12")]])
    let echoed = try (0...4).map { try database.query("SELECT ECHO(?)", [.integer(Int64($0))]).first?.first }
    #expect(echoed == [.null, .real(1.5), .blob(Data([1, 2])), .blob(Data()), .integer(4)])
  }

  @Test("a defined collation orders ORDER BY … COLLATE")
  func collations() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.defineCollation("BYLENGTH") { left, right in
      left.count == right.count ? .orderedSame : left.count < right.count ? .orderedAscending : .orderedDescending
    }
    try database.execute("CREATE TABLE T (NAME VARCHAR)")
    for name in ["ccc", "a", "bb", ""] { try database.run("INSERT INTO T VALUES (?)", [.text(name)]) }
    let names = try database.query("SELECT NAME FROM T ORDER BY NAME COLLATE BYLENGTH")
    #expect(names == [[.text("")], [.text("a")], [.text("bb")], [.text("ccc")]])
  }

  @Test("errors say what failed, as SQLite error CODE: MESSAGE")
  func errors() throws {
    #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: "/nonexistent/folder/x.sqlite") }
    do {
      _ = try SQLiteDatabase(path: "/nonexistent/folder/x.sqlite")
    } catch {
      #expect(
        error == .cannotOpen(path: "/nonexistent/folder/x.sqlite", code: 14, message: "unable to open database file"))
      #expect(error.description == "SQLite error 14: unable to open database file")
    }
    let database = try SQLiteDatabase(path: ":memory:")
    do {
      _ = try database.query("SELECT * FROM Missing")
      Issue.record("a missing table was read")
    } catch {
      #expect(error == .statementFailed(sql: "SELECT * FROM Missing", code: 1, message: "no such table: Missing"))
      #expect(error.description == "SQLite error 1: no such table: Missing in SELECT * FROM Missing")
    }
    do {
      try database.execute("NOT SQL")
      Issue.record("text that is not SQL ran")
    } catch {
      #expect(error.code == 1 && error.description.hasPrefix("SQLite error 1: near \"NOT\": syntax error"))
    }
  }
}
