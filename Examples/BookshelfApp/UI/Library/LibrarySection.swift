import Domain
import RxDataSources

/// One section of the library table: "Currently reading", "Want to read" or "Finished".
struct LibrarySection: Equatable {
    enum Kind: String {
        case reading = "Currently reading"
        case toRead = "Want to read"
        case finished = "Finished"
    }

    var kind: Kind
    var items: [Book]

    /// The non-empty sections of `library`, in reading order.
    static func sections(from library: Library) -> [LibrarySection] {
        [
            LibrarySection(kind: .reading, items: library.reading),
            LibrarySection(kind: .toRead, items: library.toRead),
            LibrarySection(kind: .finished, items: library.finished),
        ]
        .filter { !$0.items.isEmpty }
    }
}

extension LibrarySection: AnimatableSectionModelType {
    var identity: String { kind.rawValue }

    init(original: LibrarySection, items: [Book]) {
        self = original
        self.items = items
    }
}

extension Book: IdentifiableType {
    public var identity: String { id }
}
