import RxRelay

final class OldViewModel {
    let items = BehaviorRelay<[Int]>(value: [])
}
