/// The place of a wave in the plan, inside out; only the slots that hold tasks become waves.
enum WaveSlot: Int, Sendable, Comparable, CaseIterable {
    case foundation
    /// Infra and data share a wave: data tasks depend on the infra tasks they need.
    case infraData
    case domain
    case presentation
    /// Files of layer `unknown`: their own wave after presentation and before UI, so they stand out; those of a
    /// module other modules depend on go to the slot of those modules' earliest code (`Planner.assignSlots`).
    case unclassified
    case ui
    /// Tests whose code has no task of its own.
    case tests
    case cleanup

    /// The slot of a layer's code; nil for tests, which travel with the code they test.
    static func of(_ layer: Layer) -> WaveSlot? {
        switch layer {
        case .infra, .data: .infraData
        case .domain: .domain
        case .presentation: .presentation
        case .unknown: .unclassified
        case .ui: .ui
        case .test: nil
        }
    }

    static func < (lhs: WaveSlot, rhs: WaveSlot) -> Bool { lhs.rawValue < rhs.rawValue }

    var kind: Wave.Kind {
        switch self {
        case .foundation: .foundation
        case .cleanup: .cleanup
        default: .migration
        }
    }

    /// The slot a wave of an earlier plan was planned in, known by its title, else by its file name's slug; a
    /// data wave that got infra code (`Data`, then `Infra and data`) stays in its slot. Nil for a wave whose
    /// title and slug name no slot (a wave file written by hand).
    static func of(_ wave: Wave) -> WaveSlot? {
        let slots = allCases.filter { $0.kind == wave.kind }
        return slots.first { $0.titles.contains(wave.title) }
            ?? slots.first { $0.titles.contains { FileNaming.slug([$0]) == wave.slug } }
    }

    /// Every title the slot's wave can have, whatever layers it holds.
    private var titles: [String] { [title(layers: [.infra, .data]), title(layers: [.data]), title(layers: [])] }

    /// The wave title for the layers it holds.
    func title(layers: [Layer]) -> String {
        switch self {
        case .foundation: "Foundation"
        case .infraData:
            layers.contains(.infra) && layers.contains(.data)
                ? "Infra and data" : layers.contains(.data) ? "Data" : "Infra"
        case .domain: "Domain"
        case .presentation: "Presentation"
        case .unclassified: "Unclassified code"
        case .ui: "UI"
        case .tests: "Tests"
        case .cleanup: "Cleanup"
        }
    }
}
