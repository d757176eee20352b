// Learner code says `import SafariServices` and, as on iOS, gets UIKit (and Foundation) with it.
@_exported import UIKit
