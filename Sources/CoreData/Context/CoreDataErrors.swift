import Foundation

// Core Data's error codes in NSCocoaErrorDomain (CoreDataErrors.h) and the keys of their userInfo.
public let NSManagedObjectValidationError = 1550
public let NSManagedObjectConstraintValidationError = 1551
public let NSValidationMultipleErrorsError = 1560
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipLacksMinimumCountError = 1580
public let NSValidationRelationshipExceedsMaximumCountError = 1590
public let NSValidationRelationshipDeniedDeleteError = 1600
public let NSManagedObjectMergeError = 133020
public let NSPersistentStoreInvalidTypeError = 134000
public let NSPersistentStoreIncompatibleSchemaError = 134020
public let NSPersistentStoreSaveError = 134030
public let NSCoreDataError = 134060
public let NSPersistentStoreOpenError = 134080
public let NSSQLiteError = 134180

public let NSDetailedErrorsKey = "NSDetailedErrors"
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSValidationValueErrorKey = "NSValidationErrorValue"
public let NSAffectedObjectsErrorKey = "NSAffectedObjectsErrorKey"
public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"
public let NSSQLiteErrorDomain = "NSSQLiteErrorDomain"

/// The NSErrors Core Data reports, with its codes and messages.
enum CoreDataError {
  static func make(_ code: Int, _ description: String, _ info: [String: Any] = [:]) -> NSError {
    var userInfo = info
    userInfo[NSLocalizedDescriptionKey] = description
    return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: userInfo)
  }

  static func missingValue(_ key: String, of object: NSManagedObject) -> NSError {
    make(
      NSValidationMissingMandatoryPropertyError, "\(key) is a required value.",
      [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key])
  }

  static func deniedDelete(_ key: String, of object: NSManagedObject) -> NSError {
    make(
      NSValidationRelationshipDeniedDeleteError,
      "\(key) is not valid: its delete rule is Deny and it still points at objects.",
      [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key])
  }

  /// One error as it is, several as Core Data's "multiple validation errors" with the details.
  static func combined(_ errors: [NSError]) -> NSError? {
    guard errors.count > 1 else { return errors.first }
    return make(NSValidationMultipleErrorsError, "Multiple validation errors occurred.", [NSDetailedErrorsKey: errors])
  }

  static func mergeConflict(_ objects: [NSManagedObject]) -> NSError {
    make(
      NSManagedObjectMergeError,
      "Could not merge changes: another context saved \(objects.count == 1 ? "this object" : "these objects") "
        + "since this one read \(objects.count == 1 ? "it" : "them").",
      [NSPersistentStoreSaveConflictsErrorKey: objects, NSAffectedObjectsErrorKey: objects])
  }

  static func store(_ error: Error, code: Int = NSSQLiteError) -> NSError {
    make(code, "The store could not be used: \(error)", [NSUnderlyingErrorKey: error])
  }
}
