import Combine
import SwiftUI
import UIKit

/// The profile tab, already on Combine: no Rx left in this file.
final class ProfileViewController: UIViewController {
    private let viewModel: ProfileViewModel
    private let nameField = UITextField()
    private let emailLabel = UILabel()
    private let goalLabel = UILabel()
    private let saveButton = UIButton(configuration: .filled())
    private let signOutButton = UIButton(type: .system)
    private var cancellables = Set<AnyCancellable>()
    private var loadTask: Task<Void, Never>?

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout()
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadTask = Task { [viewModel] in await viewModel.load() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        loadTask?.cancel()
        loadTask = nil
    }

    private func bind() {
        viewModel.$displayName
            .removeDuplicates()
            .sink { [nameField] name in
                if nameField.text != name { nameField.text = name }
            }
            .store(in: &cancellables)

        viewModel.$email
            .map(Optional.some)
            .assign(to: \.text, on: emailLabel)
            .store(in: &cancellables)

        viewModel.goalText
            .map(Optional.some)
            .assign(to: \.text, on: goalLabel)
            .store(in: &cancellables)

        viewModel.isSaveEnabled
            .assign(to: \.isEnabled, on: saveButton)
            .store(in: &cancellables)

        viewModel.$errorMessage
            .compactMap { $0 }
            .sink { [weak self] message in self?.showError(message) }
            .store(in: &cancellables)

        nameField.addAction(UIAction { [weak self, viewModel] _ in
            viewModel.displayName = self?.nameField.text ?? ""
        }, for: .editingChanged)
        saveButton.addAction(UIAction { [viewModel] _ in
            Task { await viewModel.save() }
        }, for: .primaryActionTriggered)
        signOutButton.addAction(UIAction { [viewModel] _ in viewModel.signOut() }, for: .primaryActionTriggered)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    private func layout() {
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Display name"
        emailLabel.textColor = .secondaryLabel
        goalLabel.font = .preferredFont(forTextStyle: .title2)
        saveButton.setTitle("Save", for: .normal)
        signOutButton.setTitle("Sign out", for: .normal)
        signOutButton.tintColor = .systemRed
        let stack = UIView.verticalStack([nameField, emailLabel, goalLabel, saveButton, signOutButton])
        view.addPinned(stack, insets: UIEdgeInsets(top: 24, left: 20, bottom: 200, right: 20), toSafeArea: true)
    }
}
