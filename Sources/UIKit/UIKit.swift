// Learner code says `import UIKit` and, as on iOS, gets Foundation with it.
@_exported import Foundation
