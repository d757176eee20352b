import DriverProtocol
import UIKit

/// 1,000 requests one after another on the virtual network (each started by the previous one's
/// completion handler, as a paging loader does), each answered after 100 ms of virtual time:
/// 100 virtual seconds. Answers the requests completed.
@MainActor
func thousandSequentialRequests() -> Int {
  AppDriver.reset()
  VirtualNetwork.current.apply(
    NetworkSettings(fixtures: [
      NetworkFixture(
        url: "https://api.example.com/items?page=", isPrefix: true,
        headers: [.init(name: "Content-Type", value: "application/json")], body: #"[{"id": 1}]"#)
    ]))
  final class Pager: @unchecked Sendable {
    var completed = 0

    func load(_ page: Int) {
      guard page < 1000, let url = URL(string: "https://api.example.com/items?page=\(page)") else { return }
      URLSession.shared.dataTask(with: url) { [self] data, _, _ in
        if data != nil { completed += 1 }
        load(page + 1)
      }.resume()
    }
  }
  let pager = Pager()
  pager.load(0)
  AppDriver.advance(seconds: 100)
  return pager.completed
}
