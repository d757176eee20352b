import Foundation

/// A property of an entity (`NSPropertyDescription`): an attribute or a relationship. Properties
/// are optional unless said otherwise, as in Core Data.
open class NSPropertyDescription: NSObject {
  open var name: String = ""
  /// Whether the value may be nil when the object is saved; a required property left nil fails
  /// `save()` with `NSValidationMissingMandatoryPropertyError` (1570).
  open var isOptional: Bool = true
  open var isTransient: Bool = false
  open var userInfo: [AnyHashable: Any]?
  /// The entity the property belongs to.
  open internal(set) weak var entity: NSEntityDescription?

  override public init() { super.init() }
}

/// An attribute (`NSAttributeDescription`): a stored value of one of Core Data's types.
open class NSAttributeDescription: NSPropertyDescription {
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a newly inserted object starts with.
  open var defaultValue: Any?
  /// The Foundation class name of the attribute's values, as Core Data reports it.
  open var attributeValueClassName: String? {
    switch attributeType {
    case .stringAttributeType: "NSString"
    case .dateAttributeType: "NSDate"
    case .binaryDataAttributeType: "NSData"
    case .UUIDAttributeType: "NSUUID"
    case .URIAttributeType: "NSURL"
    case .decimalAttributeType: "NSDecimalNumber"
    case .undefinedAttributeType, .transformableAttributeType, .objectIDAttributeType: nil
    default: "NSNumber"
    }
  }
}

/// A relationship (`NSRelationshipDescription`) to one or many objects of another entity.
open class NSRelationshipDescription: NSPropertyDescription {
  open weak var destinationEntity: NSEntityDescription?
  /// The relationship on the destination that points back; Core Data keeps both sides in step.
  open weak var inverseRelationship: NSRelationshipDescription?
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule
  open var minCount: Int = 0
  /// 1 for a to-one relationship; 0 (no limit) or more for to-many.
  open var maxCount: Int = 1
  open var isOrdered: Bool = false
  open var isToMany: Bool { maxCount != 1 }
}
