/// The skeleton `tutor new` writes: one read step, one quiz and one exercise, valid as it stands.
package enum LessonTemplate {
  package static func markdown(id: String, title: String, order: Int) -> String {
    """
    ---
    id: \(id)
    title: \(title)
    order: \(order)
    summary: One line that says what the learner will build.
    ---
    # \(title)
    Say in two or three sentences what this lesson is about and why it matters.

    ## Read: First idea
    Explain one idea in your own words, with a short example.

    ## Quiz: Check the idea
    ```quiz
    ? Which method does UIKit call once, after the view is loaded?
    - [x] viewDidLoad()
    - [ ] viewWillAppear(_:)
    > viewWillAppear(_:) runs every time the view is about to appear.
    ```

    ## Exercise: First screen {#first-screen}
    Show a label that says Hello.

    ```swift starter file=ViewController.swift
    import UIKit

    class ViewController: UIViewController {
    }
    ```

    ```swift solution file=ViewController.swift
    import UIKit

    class ViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
            label.text = "Hello"
            view.addSubview(label)
        }
    }
    ```

    ```check Says hello
    launch ViewController
    expect label "Hello"
    ```

    ```hint
    Make the label in viewDidLoad() and add it to view.
    ```

    """
  }
}
