import DriverProtocol
import Testing
import TutorTestSupport

@testable import UIKit

/// layout.md "Surface", UIStackView: axis, every distribution and alignment, spacing and custom
/// spacing, margins-relative arrangement, arranged subviews (removal keeps the subview), and
/// hidden arranged subviews collapsing with their spacing (Apple's UIStackView documentation).
@MainActor
@Suite("UIStackView — distributions, alignments, hiding", .serialized)
struct StackViewTests {
  /// A horizontal stack view 300 × 100 (or as given) of `views`, laid out in a detached root.
  private func stack(
    _ views: [UIView], size: CGSize = CGSize(width: 300, height: 100), configure: (UIStackView) -> Void = { _ in }
  ) -> UIStackView {
    let root = UIView(frame: CGRect(origin: .zero, size: CGSize(width: 400, height: 400)))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    configure(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: size.width),
      stack.heightAnchor.constraint(equalToConstant: size.height),
    ])
    root.layoutIfNeeded()
    return stack
  }

  private static func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  /// A plain view with an intrinsic size.
  private final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat = 20) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  @Test("fill: the later of two equally hugging labels stretches; arranged views lose autoresizing")
  func fill() {
    TestApp.reset()
    let first = Self.label("Just text")
    let second = Self.label("Hello")
    _ = stack([first, second]) { $0.spacing = 10 }
    #expect(!first.translatesAutoresizingMaskIntoConstraints)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 66, height: 100))
    #expect(second.frame == CGRect(x: 76, y: 0, width: 224, height: 100))
  }

  @Test("fillEqually and fillProportionally")
  func equalAndProportional() {
    TestApp.reset()
    let views = [Block(10), Block(20), Block(30)]
    _ = stack(views) {
      $0.distribution = .fillEqually
      $0.spacing = 15
    }
    #expect(views.map(\.frame.width) == [90, 90, 90])
    #expect(views.map(\.frame.minX) == [0, 105, 210])
    let proportional = [Block(50), Block(100)]
    _ = stack(proportional) { $0.distribution = .fillProportionally }
    #expect(proportional.map(\.frame.width) == [100, 200])
  }

  @Test("equalSpacing and equalCentering")
  func equalDistributions() {
    TestApp.reset()
    let spaced = [Block(30), Block(30), Block(30)]
    _ = stack(spaced, size: CGSize(width: 200, height: 20)) { $0.distribution = .equalSpacing }
    #expect(spaced.map(\.frame.minX) == [0, 85, 170])
    let centred = [Block(20), Block(40), Block(20)]
    _ = stack(centred, size: CGSize(width: 200, height: 20)) { $0.distribution = .equalCentering }
    #expect(centred.map(\.frame.midX) == [10, 100, 190])
  }

  @Test(
    "alignments across a horizontal stack",
    arguments: [
      (UIStackView.Alignment.fill, 0.0, 100.0), (.top, 0, 20), (.center, 40, 20), (.bottom, 80, 20),
    ])
  func alignments(alignment: UIStackView.Alignment, y: Double, height: Double) {
    TestApp.reset()
    let block = Block(30)
    _ = stack([block]) { $0.alignment = alignment }
    #expect(block.frame == CGRect(x: 0, y: y, width: 300, height: height))
  }

  @Test("a vertical stack fits its width to the widest view when aligned to the leading edge")
  func verticalLeading() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let wide = Block(120)
    let narrow = Block(60)
    let stack = UIStackView(arrangedSubviews: [wide, narrow])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 10, width: 120, height: 48))
    #expect(narrow.frame == CGRect(x: 0, y: 28, width: 60, height: 20))
  }

  @Test("a hidden arranged view collapses and its spacing goes; custom spacing; removal keeps the subview")
  func hidingAndSpacing() {
    TestApp.reset()
    let views = [Block(30), Block(30), Block(30)]
    let stackView = stack(views, size: CGSize(width: 200, height: 20)) { $0.spacing = 10 }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(stackView)  // keep the stack in a hierarchy that stays alive
    #expect(views.map(\.frame.minX) == [0, 40, 80])
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views[2].frame.minX == 40)
    #expect(views[1].frame.width == 0)
    views[1].isHidden = false
    stackView.setCustomSpacing(25, after: views[0])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 55, 95])
    #expect(stackView.customSpacing(after: views[0]) == 25)
    stackView.removeArrangedSubview(views[2])
    #expect(stackView.arrangedSubviews == [views[0], views[1]])
    #expect(views[2].superview === stackView)
    views[1].removeFromSuperview()
    #expect(stackView.arrangedSubviews == [views[0]])
  }

  @Test("isLayoutMarginsRelativeArrangement lays the views out inside the margins")
  func marginsRelative() {
    TestApp.reset()
    let block = Block(30)
    _ = stack([block]) { $0.isLayoutMarginsRelativeArrangement = true }
    #expect(block.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
  }

  @Test(
    "a sign-in form in a stack view, on three devices",
    arguments: [DeviceModel.iPhoneSE, .iPhone8, .iPhone15])
  func formOnDevices(device: DeviceModel) throws {
    TestApp.reset()
    AppDriver.use(device)
    LayoutTest.launch { view in
      let title = UILabel()
      title.text = "Sign in"
      title.font = .preferredFont(forTextStyle: .largeTitle)
      let email = UITextField()
      email.placeholder = "Email"
      email.borderStyle = .roundedRect
      let password = UITextField()
      password.placeholder = "Password"
      password.borderStyle = .roundedRect
      let button = UIButton(type: .system)
      button.setTitle("Sign In", for: .normal)
      let form = LayoutTest.constrained(UIStackView(arrangedSubviews: [title, email, password, button]), in: view)
      form.axis = .vertical
      form.spacing = 12
      form.setCustomSpacing(24, after: title)
      NSLayoutConstraint.activate([
        form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
    }
    let window = try #require(AppDriver.snapshot().window)
    expectGolden(window.treeDescription, named: "stack-form-\(device.rawValue).txt")
    #expect(AppDriver.snapshot().layoutWarnings.isEmpty)
  }
}
