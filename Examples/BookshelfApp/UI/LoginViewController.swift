import RxCocoa
import RxSwift
import UIKit

/// Email and password sign-in.
final class LoginViewController: UIViewController {
    private let viewModel: LoginViewModel
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let hintLabel = UILabel()
    private let loginButton = UIButton(configuration: .filled())
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let disposeBag = DisposeBag()

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.backgroundColor = .systemBackground
        layout()
        bind()
    }

    private func bind() {
        // Return on the email field moves on; return on the password field signs in.
        emailField.rx.controlEvent(.editingDidEndOnExit)
            .subscribe(onNext: { [passwordField] in passwordField.becomeFirstResponder() })
            .disposed(by: disposeBag)

        let submit = Signal.merge(
            loginButton.rx.tap.asSignal(),
            passwordField.rx.controlEvent(.editingDidEndOnExit).asSignal()
        )
        .throttle(.milliseconds(500), latest: false)

        let output = viewModel.transform(LoginViewModel.Input(
            email: emailField.rx.text.orEmpty.asDriver(),
            password: passwordField.rx.text.orEmpty.asDriver(),
            loginTap: submit
        ))

        output.isLoginEnabled
            .drive(loginButton.rx.isEnabled)
            .disposed(by: disposeBag)

        output.isLoading
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        output.emailHint
            .drive(hintLabel.rx.text)
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(to: rx.errorAlert)
            .disposed(by: disposeBag)

        output.signedIn
            .emit(onNext: { [weak self] _ in self?.view.endEditing(true) })
            .disposed(by: disposeBag)
    }

    private func layout() {
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .username
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.borderStyle = .roundedRect
        hintLabel.font = .preferredFont(forTextStyle: .footnote)
        hintLabel.textColor = .systemRed
        loginButton.setTitle("Sign in", for: .normal)
        let stack = UIView.verticalStack([emailField, hintLabel, passwordField, loginButton, spinner])
        view.addPinned(stack, insets: UIEdgeInsets(top: 32, left: 24, bottom: 200, right: 24), toSafeArea: true)
    }
}
