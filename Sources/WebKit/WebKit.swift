// Learner code says `import WebKit` and, as on iOS, gets UIKit (and Foundation) with it.
@_exported import UIKit
