import ManagedModelFile

/// Names a model cannot have in a store (StoreNaming): two entities whose tables would be one
/// (`Item` and `ITEM`), two properties of an entity whose columns would be one (`name` and
/// `Name`), or a property whose column is one of the store's own (`_pk` → `Z_PK`).
enum StoreSchemaCheck {
  static let reservedColumns: Set<String> = [StoreNaming.primaryKey, StoreNaming.entityNumber, StoreNaming.version]

  /// What is wrong with `model`'s names, or nil.
  static func problem(in model: NSManagedObjectModel) -> String? {
    var tables: [String: String] = [:]
    for entity in model.entities {
      let name = entity.name ?? ""
      let table = StoreNaming.table(forEntity: name)
      if let other = tables[table] {
        return "the entities \(other) and \(name) would share the store table \(table); rename one of them"
      }
      tables[table] = name
      var columns: [String: String] = [:]
      for column in SQLiteStore.columns(of: entity) {
        let property = column.property.name
        if reservedColumns.contains(column.name) {
          return "\(name).\(property) would use the store's own column \(column.name); rename the property"
        }
        if let other = columns[column.name] {
          return "\(name).\(other) and \(name).\(property) would share the store column \(column.name); rename one"
        }
        columns[column.name] = property
      }
    }
    return nil
  }
}
