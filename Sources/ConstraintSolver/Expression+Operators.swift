/// Arithmetic that builds expressions: `left + 8`, `2 * width`, `right - left - 16`.
///
/// Every combination of variable, expression and number is covered for `+` and `-`; numbers
/// multiply and divide variables and expressions. Products of two variables are not linear, so they
/// do not exist.
extension Expression {
  /// The sum of two expressions.
  public static func + (left: Expression, right: Expression) -> Expression {
    var result = left
    result.terms.append(contentsOf: right.terms)
    result.constant += right.constant
    return result
  }

  /// The expression plus a constant.
  public static func + (left: Expression, right: Double) -> Expression {
    var result = left
    result.constant += right
    return result
  }

  /// A constant plus the expression.
  public static func + (left: Double, right: Expression) -> Expression {
    right + left
  }

  /// The expression plus a variable.
  public static func + (left: Expression, right: Variable) -> Expression {
    left + Expression(right)
  }

  /// The difference of two expressions.
  public static func - (left: Expression, right: Expression) -> Expression {
    left + right.scaled(by: -1)
  }

  /// The expression minus a constant.
  public static func - (left: Expression, right: Double) -> Expression {
    left + -right
  }

  /// A constant minus the expression.
  public static func - (left: Double, right: Expression) -> Expression {
    right.scaled(by: -1) + left
  }

  /// The expression minus a variable.
  public static func - (left: Expression, right: Variable) -> Expression {
    left - Expression(right)
  }

  /// The expression negated.
  public static prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
  }

  /// The expression scaled by a number.
  public static func * (left: Double, right: Expression) -> Expression {
    right.scaled(by: left)
  }

  /// The expression scaled by a number.
  public static func * (left: Expression, right: Double) -> Expression {
    left.scaled(by: right)
  }

  /// The expression divided by a number.
  public static func / (left: Expression, right: Double) -> Expression {
    left.scaled(by: 1 / right)
  }
}

extension Variable {
  /// The variable plus an expression.
  public static func + (left: Variable, right: Expression) -> Expression {
    Expression(left) + right
  }

  /// The sum of two variables.
  public static func + (left: Variable, right: Variable) -> Expression {
    Expression(left) + Expression(right)
  }

  /// The variable plus a constant.
  public static func + (left: Variable, right: Double) -> Expression {
    Expression(left) + right
  }

  /// A constant plus the variable.
  public static func + (left: Double, right: Variable) -> Expression {
    Expression(right) + left
  }

  /// The variable minus an expression.
  public static func - (left: Variable, right: Expression) -> Expression {
    Expression(left) - right
  }

  /// The difference of two variables.
  public static func - (left: Variable, right: Variable) -> Expression {
    Expression(left) - Expression(right)
  }

  /// The variable minus a constant.
  public static func - (left: Variable, right: Double) -> Expression {
    Expression(left) - right
  }

  /// A constant minus the variable.
  public static func - (left: Double, right: Variable) -> Expression {
    left - Expression(right)
  }

  /// The variable negated.
  public static prefix func - (operand: Variable) -> Expression {
    Expression([(operand, -1)])
  }

  /// The variable scaled by a number.
  public static func * (left: Double, right: Variable) -> Expression {
    Expression([(right, left)])
  }

  /// The variable scaled by a number.
  public static func * (left: Variable, right: Double) -> Expression {
    Expression([(left, right)])
  }

  /// The variable divided by a number.
  public static func / (left: Variable, right: Double) -> Expression {
    Expression([(left, 1 / right)])
  }
}
