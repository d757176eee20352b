/// The SQLite schema of a Core Data store, written by the runtime's store and read by the tool
/// for `expect store`. It follows the shape of the store Core Data writes on a device, so what a
/// learner sees with `sqlite3` here looks like what they would see in a Simulator's store:
///
/// - One table per entity, `Z` + the entity's name in capitals (`ZTODOITEM`), with
///   - `Z_PK INTEGER PRIMARY KEY`: the object's number (its objectID URI ends in `/p<Z_PK>`);
///   - `Z_ENT INTEGER`: the entity's number in `Z_PRIMARYKEY`;
///   - `Z_OPT INTEGER`: the row's version, raised at every save of it (optimistic locking: a
///     context saving a row another context changed since it read it gets a merge conflict);
///   - one column per attribute, `Z` + its name in capitals (`ZTITLE`): integers and booleans as
///     INTEGER, Double/Float/Decimal as REAL, String as VARCHAR, Date as TIMESTAMP (seconds since
///     2001-01-01 00:00 UTC, Core Data's reference date), URI as VARCHAR (the absolute string),
///     Binary and UUID as BLOB (a UUID's 16 bytes);
///   - one column per to-one relationship, `Z` + its name in capitals, holding the Z_PK of the
///     object it points at (NULL for none).
/// - A to-many relationship whose inverse is to-one is stored in that inverse's column. One with
///   no inverse, or whose inverse is to-many too, has a join table `Z_<ENTITY>_<RELATIONSHIP>`
///   (capitals) with the columns `Z_SOURCE` and `Z_TARGET` (Z_PKs); a many-to-many pair shares
///   the table of the side whose `Entity.relationship` sorts first.
/// - `Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_MAX)`: each entity's number, its name, and the last Z_PK given.
/// - `Z_METADATA (Z_VERSION, Z_UUID)`: the store's identifier, part of every objectID URI.
/// - `Z_PROPERTIES (Z_ENT, Z_NAME, Z_COLUMN, Z_TYPE)`: each stored property's name, column and
///   type (Xcode's attribute type name, or `to-one`), so tools can show rows by property name.
///   (Core Data keeps its model in the store too, as a blob; this table is Tutor's own.)
///
/// The store uses SQLite's default rollback journal (Core Data uses WAL), so every committed save
/// is in the `.sqlite` file itself, and a crash never leaves it half-written.
public enum StoreNaming {
  public static func table(forEntity name: String) -> String { "Z" + name.uppercased() }
  public static func column(forProperty name: String) -> String { "Z" + name.uppercased() }
  public static func joinTable(entity: String, relationship: String) -> String {
    "Z_" + entity.uppercased() + "_" + relationship.uppercased()
  }
  public static let primaryKey = "Z_PK"
  public static let entityNumber = "Z_ENT"
  public static let version = "Z_OPT"
  public static let keysTable = "Z_PRIMARYKEY"
  public static let metadataTable = "Z_METADATA"
  public static let propertiesTable = "Z_PROPERTIES"
}
