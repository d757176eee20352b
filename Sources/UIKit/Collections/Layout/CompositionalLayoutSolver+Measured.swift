import Foundation

/// Self-sizing cells measured on a layout pass, taken in without working the whole layout out
/// again: only the groups whose items measured new sizes are solved again, and everything after
/// them — the rest of the section, its footer, the later sections — moves by the difference, in
/// one sweep. A list of 100,000 rows of two lines scrolls end to end in linear time per pass, as a
/// table's self-sizing rows do.
extension CompositionalLayoutSolver {
  /// Applies the measured sizes of `groups` (section → group numbers) to `frames`; false when a
  /// section cannot be updated this way (an orthogonal one) and the layout must be solved again.
  func update(_ frames: inout LayoutFrames, groups: [Int: Set<Int>]) -> Bool {
    guard let first = groups.keys.min() else { return true }
    for number in groups.keys {
      guard frames.sections.indices.contains(number), sections.indices.contains(number),
        !frames.sections[number].isOrthogonal, frames.sections[number].itemsPerGroup > 0
      else { return false }
    }
    var shift: CGFloat = 0
    for number in first..<frames.sections.count {
      if shift != 0 { move(&frames.sections[number], by: shift) }
      if let changed = groups[number] { shift += solveAgain(&frames.sections[number], number: number, groups: changed) }
    }
    guard shift != 0 else {
      frames.finish(from: first)
      return true
    }
    let end = frames.sections.last?.end ?? 0
    let aligned = LayoutFrames.aligned(CGRect(x: 0, y: 0, width: end, height: end)).width
    if vertical { frames.contentSize.height = aligned } else { frames.contentSize.width = aligned }
    frames.finish(from: first)
    return true
  }

  /// Solves the changed groups of one section again; the groups after them, its trailing
  /// supplementary views and its end move. Returns how much longer the section became.
  private func solveAgain(_ frame: inout LayoutFrames.Section, number: Int, groups: Set<Int>) -> CGFloat {
    let section = sections[number]
    let inner = innerSize(of: section)
    let crossLeading = vertical ? section.contentInsets.leading : section.contentInsets.top
    let count = frame.items.count
    let perGroup = frame.itemsPerGroup
    let state = layout.state
    var shift: CGFloat = 0
    var unmoved = 0  // the first group not yet moved by `shift`
    for group in groups.sorted() where frame.groupStarts.indices.contains(group) {
      moveGroups(&frame, unmoved..<group, by: shift)
      unmoved = group + 1
      let first = group * perGroup
      let end = min(first + perGroup, count)
      frame.groupStarts[group] += shift
      let solved = GroupSolver(measured: { state.measuredSize(ofItem: IndexPath(item: first + $0, section: number)) })
        .solve(section.group, in: inner, limit: end - first)
      let origin = point(main: frame.groupStarts[group], cross: crossLeading)
      for (offset, slot) in solved.slots.enumerated() where first + offset < end {
        frame.items[first + offset] = LayoutFrames.aligned(slot.offsetBy(dx: origin.x, dy: origin.y))
        frame.selfSizing[first + offset] = solved.sizing[offset]
      }
      shift += length(solved.size) - frame.groupLengths[group]
      frame.groupLengths[group] = length(solved.size)
    }
    moveGroups(&frame, unmoved..<frame.groupStarts.count, by: shift)
    if shift != 0 {
      for index in frame.leadingSupplementaries..<frame.supplementaries.count {
        frame.supplementaries[index].frame = moved(frame.supplementaries[index].frame, by: shift)
      }
      frame.end += shift
    }
    return shift
  }

  /// Moves the groups `range` of a section and their items along the main axis.
  private func moveGroups(_ frame: inout LayoutFrames.Section, _ range: Range<Int>, by shift: CGFloat) {
    guard shift != 0, !range.isEmpty else { return }
    let perGroup = frame.itemsPerGroup
    let items = (range.lowerBound * perGroup)..<min(range.upperBound * perGroup, frame.items.count)
    frame.groupStarts.withUnsafeMutableBufferPointer { starts in
      for group in range { starts[group] += shift }
    }
    moveItems(&frame.items, items, by: shift)
  }

  /// Moves a whole section along the main axis.
  private func move(_ frame: inout LayoutFrames.Section, by shift: CGFloat) {
    frame.start += shift
    frame.end += shift
    moveItems(&frame.items, frame.items.indices, by: shift)
    frame.groupStarts.withUnsafeMutableBufferPointer { starts in
      for group in starts.indices { starts[group] += shift }
    }
    for index in frame.supplementaries.indices {
      frame.supplementaries[index].frame = moved(frame.supplementaries[index].frame, by: shift)
    }
  }

  /// Moves frames along the main axis in one tight loop (a long list moves thousands per pass).
  private func moveItems(_ items: inout [CGRect], _ range: Range<Int>, by shift: CGFloat) {
    let vertical = vertical
    items.withUnsafeMutableBufferPointer { frames in
      for index in range {
        if vertical { frames[index].origin.y += shift } else { frames[index].origin.x += shift }
      }
    }
  }

  /// A frame moved along the main axis. Sizes measured by cells and estimates fall on the pixel
  /// grid, so the shift does too and the frame stays on it.
  private func moved(_ rect: CGRect, by shift: CGFloat) -> CGRect {
    vertical ? rect.offsetBy(dx: 0, dy: shift) : rect.offsetBy(dx: shift, dy: 0)
  }
}
