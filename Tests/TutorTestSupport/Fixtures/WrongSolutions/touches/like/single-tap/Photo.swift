import UIKit

class PhotoViewController: UIViewController {
    let photoView = UIImageView(image: UIImage(systemName: "photo"))
    let likesLabel = UILabel()
    var likes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photoView.frame = CGRect(x: 40, y: 160, width: 240, height: 180)
        photoView.accessibilityIdentifier = "photo"
        likesLabel.frame = CGRect(x: 40, y: 360, width: 240, height: 30)
        likesLabel.accessibilityIdentifier = "likes"
        likesLabel.text = "Likes: 0"
        view.addSubview(photoView)
        view.addSubview(likesLabel)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(photoDoubleTapped))
        photoView.addGestureRecognizer(doubleTap)
        photoView.isUserInteractionEnabled = true
    }

    @objc func photoDoubleTapped(_ sender: UITapGestureRecognizer) {
        likes += 1
        likesLabel.text = "Likes: \(likes)"
    }
}
