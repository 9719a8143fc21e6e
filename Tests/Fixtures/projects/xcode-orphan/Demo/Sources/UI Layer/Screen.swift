import RxSwift

final class Screen {
    let bag = DisposeBag()
}
