#if DEBUG
import Networking
import RxCocoa
import RxSwift
import UIKit

/// A hidden menu for QA builds (shake the device on the library screen). Never compiled in Release.
final class DebugMenuViewController: UITableViewController {
    private struct Row {
        let title: String
        let action: () -> Void
    }

    private let api: APIRequesting
    private let disposeBag = DisposeBag()
    private var rows: [Row] = []

    init(api: APIRequesting) {
        self.api = api
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
        tableView.dataSource = nil
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        rows = [
            Row(title: "Ping API") { [weak self] in self?.ping() },
            // The resource counter only exists when RxSwift is built with TRACE_RESOURCES, so this
            // row just explains it. Observable counts show up in the console.
            Row(title: "Log Observable resource count") { print("Build RxSwift with TRACE_RESOURCES to count Observable resources.") },
            Row(title: "Crash") { fatalError("Debug menu crash") },
        ]
        Observable.just(rows)
            .bind(to: tableView.rx.items(cellIdentifier: "Row")) { _, row, cell in
                cell.textLabel?.text = row.title
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Row.self)
            .subscribe(onNext: { row in row.action() })
            .disposed(by: disposeBag)
    }

    private func ping() {
        let health: Single<EmptyResponse> = api.request(.health)
        health
            .observe(on: MainScheduler.instance)
            .subscribe(
                onSuccess: { [weak self] _ in self?.title = "API OK" },
                onFailure: { [weak self] error in self?.title = "API: \(error.localizedDescription)" }
            )
            .disposed(by: disposeBag)
    }
}
#endif
