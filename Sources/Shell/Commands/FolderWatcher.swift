import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Waits until a folder's files change (inotify on the folder, so editors that save by renaming
/// are seen), or until the learner presses Enter or Ctrl-C. Without inotify it compares
/// modification times every half second.
struct FolderWatcher {
  enum Event { case changed, stopped }

  let folder: String
  private var descriptor: Int32 = -1
  private var stamps: [String: Date] = [:]

  init(folder: String) {
    self.folder = folder
    let notifications = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if notifications >= 0 {
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
      if inotify_add_watch(notifications, folder, mask) >= 0 {
        descriptor = notifications
      } else {
        close(notifications)
      }
    }
    stamps = Self.stamps(in: folder)
  }

  var usesNotifications: Bool { descriptor >= 0 }

  /// Lets go of the inotify descriptor.
  mutating func stop() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  mutating func waitForChange() -> Event {
    while true {
      var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
      if descriptor >= 0 { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), 500)
      if Interrupts.take() { return .stopped }
      if ready > 0, fds[0].revents != 0 {
        _ = readLine()
        return .stopped
      }
      if descriptor >= 0 {
        guard ready > 0, fds.count > 1, fds[1].revents != 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        usleep(100_000)  // let the editor finish writing every file
        return .changed
      }
      let now = Self.stamps(in: folder)
      if now != stamps {
        stamps = now
        return .changed
      }
    }
  }

  private static func stamps(in folder: String) -> [String: Date] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var result: [String: Date] = [:]
    for name in names where name.hasSuffix(".swift") {
      let path = (folder as NSString).appendingPathComponent(name)
      result[name] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
    return result
  }
}
