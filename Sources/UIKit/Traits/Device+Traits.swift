import Foundation

/// The traits iOS reports for each device and orientation (Apple's Human Interface Guidelines,
/// "Layout", device size classes):
///
/// | device | portrait | landscape |
/// | --- | --- | --- |
/// | iPhone SE, iPhone 8, iPhone 15 | compact width, regular height | compact width, compact height |
/// | iPad | regular width, regular height | regular width, regular height |
///
/// Only the larger iPhones (Plus and Max) have a regular width in landscape; the runtime's
/// phones are not among them. Every device reports its screen's scale, the light appearance,
/// left-to-right layout and the default text size (`.large`).
extension Device {
  func traits(landscape: Bool) -> UITraitCollection {
    let isPad = model == .iPad
    return UITraitCollection(
      values: TraitValues(
        horizontalSizeClass: isPad ? .regular : .compact,
        verticalSizeClass: isPad || !landscape ? .regular : .compact,
        userInterfaceIdiom: isPad ? .pad : .phone, displayScale: scale, userInterfaceStyle: .light,
        layoutDirection: .leftToRight, preferredContentSizeCategory: .large))
  }
}
