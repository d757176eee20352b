import Foundation

extension PropertyList {
  /// Reads a property list in whichever of the three formats `data` is in: binary (`bplist00`),
  /// XML (`<?xml`, `<!DOCTYPE plist`, `<plist`) or old-style ASCII. `fileName` is used in errors.
  package static func read(_ data: Data, fileName: String) throws(ProjectFileError) -> PropertyList {
    if PropertyListBinaryReader.isBinary(data) {
      return try PropertyListBinaryReader.read(data, fileName: fileName)
    }
    let start = data.prefix(512).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<!DOCTYPE".utf8))
      || start.starts(with: Array("<plist".utf8))
    {
      return try PropertyListXMLReader.read(data, fileName: fileName)
    }
    return try PropertyListASCIIReader.read(data, fileName: fileName)
  }

  /// Reads the property list file at `path`; errors name the file by its last path component.
  package static func read(contentsOf path: String) throws(ProjectFileError) -> PropertyList {
    try read(try ProjectFileSystem.contents(of: path), fileName: (path as NSString).lastPathComponent)
  }
}
