import InterfaceModel

/// Checks what Xcode's ibtool checks before it compiles a storyboard or xib, so that a file
/// edited by hand fails here, at its line, rather than in the app: every object id defined once;
/// every outlet, action, segue and constraint, and the initial view controller, pointing at an id
/// the document defines; every segue of a kind UIKit has, and every unwind segue naming its
/// action.
package enum InterfaceDocumentValidator {
  /// Every problem of `document`, in the file's order.
  package static func problems(in document: InterfaceDocument) -> [InterfaceFileError] {
    let elements = document.root.allElements
    var problems: [InterfaceFileError] = []
    func location(_ element: InterfaceElement) -> InterfaceFileLocation {
      InterfaceFileLocation(file: document.fileName, line: element.line)
    }
    var firstLines: [String: Int] = [:]
    for element in elements {
      guard let id = element.id else { continue }
      if let firstLine = firstLines[id] {
        problems.append(.duplicateID(id: id, firstLine: firstLine, location: location(element)))
      } else {
        firstLines[id] = element.line
      }
    }
    func check(_ element: InterfaceElement, _ attribute: String, name: String?, required: Bool) {
      guard let id = element[attribute] else {
        if required {
          problems.append(.missingAttribute(element: element.name, attribute: attribute, location: location(element)))
        }
        return
      }
      guard firstLines[id] == nil else { return }
      problems.append(
        .unknownReference(element: element.name, attribute: attribute, id: id, name: name, location: location(element))
      )
    }
    for element in elements {
      switch element.name {
      case "document":
        check(element, "initialViewController", name: nil, required: false)
      case "outlet", "outletCollection":
        check(element, "destination", name: element["property"], required: true)
      case "action":
        check(element, "destination", name: element["selector"], required: true)
      case "segue":
        check(element, "destination", name: element["identifier"] ?? element["relationship"], required: true)
        problems += segueProblems(element, location(element))
      case "constraint":
        check(element, "firstItem", name: nil, required: false)
        check(element, "secondItem", name: nil, required: false)
      default:
        break
      }
    }
    return problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// A segue's kind: present, one of UIKit's, and for an unwind segue, with its action.
  private static func segueProblems(_ segue: InterfaceElement, _ location: InterfaceFileLocation)
    -> [InterfaceFileError]
  {
    guard let kind = segue["kind"] else {
      return [.missingAttribute(element: segue.name, attribute: "kind", location: location)]
    }
    guard let known = InterfaceSegueKind(rawValue: kind) else {
      return [.unknownSegueKind(kind: kind, suggestion: InterfaceSegueKind.nearest(to: kind), location: location)]
    }
    if known == .unwind, (segue["unwindAction"] ?? "").isEmpty {
      return [.unwindWithoutAction(location: location)]
    }
    return []
  }
}
