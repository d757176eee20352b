extension ViewNode {
  /// This node and all its descendants, in hierarchy order (parents before children, back to
  /// front), the order in which the check language numbers matches.
  public var allNodes: [ViewNode] {
    var result: [ViewNode] = []
    collect(into: &result)
    return result
  }

  /// The first node in hierarchy order that matches.
  public func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children {
      if let found = child.first(where: matches) { return found }
    }
    return nil
  }

  private func collect(into result: inout [ViewNode]) {
    result.append(self)
    for child in children { child.collect(into: &result) }
  }
}
