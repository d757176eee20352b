/// A unit of work the main thread runs at a moment of virtual time.
struct ScheduledWork {
  /// Virtual time, in nanoseconds since launch, at which the work becomes due.
  let time: UInt64
  /// Tie-breaker: work due at the same time runs in the order it was scheduled.
  let order: UInt64
  /// Delayed work of a background queue or the global executor (a wait may run it early).
  var isBackground = false
  let run: () -> Void
}

/// A binary min-heap of scheduled work ordered by (time, order).
struct ScheduledWorkHeap {
  private var items: [ScheduledWork] = []

  mutating func insert(_ work: ScheduledWork) {
    items.append(work)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest work if it is due at or before `limit`.
  mutating func popDue(notAfter limit: UInt64) -> ScheduledWork? {
    guard let first = items.first, first.time <= limit else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      siftDown(from: 0)
    }
    return first
  }

  /// Removes and returns the earliest background work due at or before `limit` (a linear scan:
  /// only waits ask, and they are rare).
  mutating func popEarliestBackground(notAfter limit: UInt64) -> ScheduledWork? {
    var found: Int?
    for index in items.indices where items[index].isBackground && items[index].time <= limit {
      if let best = found, !precedes(items[index], items[best]) { continue }
      found = index
    }
    guard let found else { return nil }
    let work = items[found]
    let last = items.removeLast()
    if found < items.count {
      items[found] = last
      siftDown(from: found)
      siftUp(from: found)
    }
    return work
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { return }
      items.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, precedes(items[left], items[smallest]) { smallest = left }
      if right < items.count, precedes(items[right], items[smallest]) { smallest = right }
      if smallest == parent { return }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }

  private func precedes(_ a: ScheduledWork, _ b: ScheduledWork) -> Bool {
    a.time != b.time ? a.time < b.time : a.order < b.order
  }
}
