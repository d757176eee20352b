/// A linear expression over variables: `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// An `NSLayoutConstraint` `item1.attribute1 = multiplier × item2.attribute2 + constant` becomes the
/// expression `item1.attribute1 − multiplier × item2.attribute2 − constant`, related to zero. Build
/// expressions with the initialisers or with the arithmetic operators (`+`, `-`, `*`, `/`) on
/// variables, expressions and numbers. A variable may appear in several terms; the solver adds
/// their coefficients.
public struct Expression: CustomStringConvertible {
  /// The variable terms, in the order they were written.
  public var terms: [(variable: Variable, coefficient: Double)]

  /// The constant term.
  public var constant: Double

  /// An expression from `(variable, coefficient)` pairs and a constant.
  public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// The expression `1 × variable`.
  public init(_ variable: Variable) {
    self.terms = [(variable: variable, coefficient: 1)]
    self.constant = 0
  }

  /// The expression as written, `2.0 * width + left - 8.0` say.
  public var description: String {
    var parts: [String] = []
    for (variable, coefficient) in terms {
      let sign = coefficient < 0 ? "-" : "+"
      let magnitude = abs(coefficient)
      let term = magnitude == 1 ? "\(variable)" : "\(magnitude) * \(variable)"
      parts.append(parts.isEmpty ? (coefficient < 0 ? "-\(term)" : term) : "\(sign) \(term)")
    }
    if constant != 0 || parts.isEmpty {
      let sign = constant < 0 ? "-" : "+"
      parts.append(parts.isEmpty ? "\(constant)" : "\(sign) \(abs(constant))")
    }
    return parts.joined(separator: " ")
  }

  /// The expression multiplied by `factor`.
  func scaled(by factor: Double) -> Expression {
    var result = self
    result.terms = terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
    result.constant = constant * factor
    return result
  }
}
