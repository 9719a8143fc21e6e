/// RxCocoa's control events and properties read or called through `.rx` (`button.rx.tap`,
/// `tableView.rx.modelSelected(Item.self)`): both are `ObservableType`s, so an operator called on one is an
/// `extension ObservableType` member, never a `Driver`'s or a `Signal`'s.
extension ResolverIndex {
    /// One of RxCocoa's control events or properties: the receiver key of its type (`ControlEvent`,
    /// `ControlProperty`), whether it is a method (`modelSelected(_:)`), and the bases RxCocoa declares it for.
    struct RxCocoaStream: Sendable {
        var type: UInt32
        var isMethod: Bool
        var bases: [UInt32]
    }

    /// RxCocoa's common control events and properties, by name (receiver keys, `Reference.short`). A `Binder`
    /// (`label.rx.text`, `view.rx.isHidden`) is none: no operator is called on it.
    static let rxCocoaStreams: [UInt32: RxCocoaStream] = {
        let event = receiverKey("ControlEvent")
        let property = receiverKey("ControlProperty")
        let lists = ["UITableView", "UICollectionView"]
        let table: [(members: [String], type: UInt32, isMethod: Bool, bases: [String])] = [
            (["tap"], event, false, ["UIButton", "UIBarButtonItem"]),
            (["itemSelected"], event, false, lists + ["UIPickerView"]),
            (
                [
                    "itemDeselected", "itemInserted", "itemDeleted", "itemMoved", "willDisplayCell",
                    "didEndDisplayingCell",
                ],
                event, false, lists
            ),
            (["itemAccessoryButtonTapped"], event, false, ["UITableView"]),
            (["itemHighlighted", "itemUnhighlighted"], event, false, ["UICollectionView"]),
            (
                [
                    "didScroll", "didZoom", "didScrollToTop", "willBeginDecelerating", "didEndDecelerating",
                    "willBeginDragging", "willEndDragging", "didEndDragging", "didEndScrollingAnimation",
                ], event, false, ["UIScrollView"]
            ),
            (
                [
                    "searchButtonClicked", "cancelButtonClicked", "bookmarkButtonClicked", "resultsListButtonClicked",
                    "textDidBeginEditing", "textDidEndEditing",
                ], event, false, ["UISearchBar"]
            ),
            (["didBeginEditing", "didEndEditing", "didChange", "didChangeSelection"], event, false, ["UITextView"]),
            (["event"], event, false, ["UIGestureRecognizer"]),
            (["willShow", "didShow"], event, false, ["UINavigationController"]),
            (["modelSelected"], event, true, lists + ["UIPickerView"]),
            (["modelDeselected"], event, true, lists),
            (["modelDeleted"], event, true, ["UITableView"]),
            (["controlEvent"], event, true, ["UIControl"]),
            (["text", "value"], property, false, ["UITextField", "UITextView", "UISearchBar"]),
            (["attributedText"], property, false, ["UITextField", "UITextView"]),
            (["value"], property, false, ["UISwitch", "UISlider", "UIStepper", "UIDatePicker", "UISegmentedControl"]),
            (["isOn"], property, false, ["UISwitch"]),
            (["date", "countDownDuration"], property, false, ["UIDatePicker"]),
            (["selectedSegmentIndex"], property, false, ["UISegmentedControl"]),
            (["selectedScopeButtonIndex"], property, false, ["UISearchBar"]),
            (["contentOffset"], property, false, ["UIScrollView"]),
            (["controlProperty"], property, true, ["UIControl"]),
        ]
        var result: [UInt32: RxCocoaStream] = [:]
        for row in table {
            for member in row.members {
                let empty = RxCocoaStream(type: row.type, isMethod: row.isMethod, bases: [])
                result[receiverKey(member), default: empty].bases += row.bases.map(receiverKey)
            }
        }
        return result
    }()

    /// The receiver key of the type that RxCocoa's control event or property `reference`, read or called through
    /// `.rx`, gives (`tableView.rx.itemSelected`: `ControlEvent`), on `base`, the known type of its receiver or 0.
    /// RxCocoa's where `base` is a UIKit class it declares the member for or inherits one (`UIButton`); on a base
    /// of unknown lineage, only where the repository declares no `Reactive` member of that name, which it may be
    /// instead (`extension Reactive where Base: Pager { var tap: Observable<Int> }`). Nil otherwise: `label.rx.text`
    /// of a `UILabel` is a `Binder`.
    func rxCocoaStreamKey(_ reference: Reference, base: UInt32) -> UInt32? {
        guard let stream = ResolverIndex.rxCocoaStreams[Reference.short(reference.hash)],
            stream.isMethod == reference.isCall
        else { return nil }
        if base != 0 {
            let inherits = stream.bases.map { inheritsUIKit(base, from: $0) }
            if inherits.contains(true) { return stream.type }
            // A UIKit class RxCocoa declares the member for none of.
            if !inherits.contains(nil) { return nil }
        }
        return declaresReactiveMember(reference.hash) ? nil : stream.type
    }

    /// The conversions without arguments RxCocoa's and RxRelay's types declare for themselves, by the receiver key of
    /// the type (`ControlEvent`'s `asSignal()`, in `extension ControlEvent`): Swift picks a type's own member over a
    /// protocol extension's, so `button.rx.tap.asSignal()` calls none of a repository's `extension
    /// ObservableConvertibleType { func asSignal() }`, though a control property's `asSignal()` does (RxCocoa's need
    /// `onErrorJustReturn:` and the like there, as on an `Observable`). A `SharedSequence` of an unread sharing
    /// strategy may be a `Driver` or a `Signal`.
    static let ownConversions: [UInt32: Set<UInt64>] = {
        let table: [(type: String, names: [String])] = [
            ("ControlEvent", ["asObservable", "asControlEvent", "asDriver", "asSignal"]),
            ("ControlProperty", ["asObservable", "asControlProperty", "asDriver"]),
            ("Driver", ["asObservable", "asSharedSequence", "asDriver"]),
            ("Signal", ["asObservable", "asSharedSequence", "asSignal"]),
            ("SharedSequence", ["asObservable", "asSharedSequence", "asDriver", "asSignal"]),
            ("BehaviorRelay", ["asObservable", "asDriver"]),
            ("PublishRelay", ["asObservable", "asSignal"]),
            ("ReplayRelay", ["asObservable"]),
        ]
        return Dictionary(
            uniqueKeysWithValues: table.map { (receiverKey($0.type), Set($0.names.map(Reference.hash(of:)))) })
    }()

    /// Whether the type of the receiver key `receiver` declares its own conversion `name` without arguments
    /// (`ownConversions`).
    static func declaresOwnConversion(_ receiver: UInt32, named name: UInt64) -> Bool {
        ownConversions[receiver]?.contains(name) ?? false
    }

    static let controlPropertyKey = receiverKey("ControlProperty")

    /// RxCocoa's properties of a control property that give a control property (`textField.rx.text.orEmpty`, of
    /// `extension ControlPropertyType where Element == String?`), as receiver keys.
    static let controlPropertyMembers: Set<UInt32> = [receiverKey("orEmpty")]

    /// Whether `owner`, read on a value of the type `type` (a receiver key), is one of RxCocoa's members of a control
    /// property that give one (`controlPropertyMembers`): `textField.rx.text.orEmpty` is a `ControlProperty` too.
    static func givesControlProperty(_ owner: Reference, on type: UInt32) -> Bool {
        type == controlPropertyKey && owner.access == .member && !owner.isCall
            && controlPropertyMembers.contains(Reference.short(owner.hash))
    }
}
