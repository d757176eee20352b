// As on iOS, `import CoreData` brings Foundation with it (Date, UUID, URL, NSError …).
@_exported import Foundation

/// As on Apple platforms, every NSObject (NSDate, NSNumber, NSManagedObject …) can be an
/// argument of a format such as `NSPredicate(format:)`; swift-corelibs-foundation leaves this
/// out. The encoding is the object's address, which only NSPredicate reads back.
extension NSObject: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

/// `date as CVarArg`, which book code writes for `NSPredicate(format: "due < %@", date as CVarArg)`.
extension Date: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}

/// `uuid as CVarArg`, as for dates.
extension UUID: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [hashValue] }
}
