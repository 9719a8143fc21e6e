import FarewellCLI
import Foundation
import Testing

@testable import FarewellKit

/// The hand-written inventory JSON gives the very bytes `JSONEncoder` gives.
@Suite struct InventoryJSONWriterTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func matchesJSONEncoderOnTheExampleApp() throws {
        let inventory = try RepositoryScanner(fileSystem: LocalFileSystem())
            .scan(root: Self.root + "/Examples")
        #expect(inventory.occurrenceCount > 100)
        #expect(inventory.files.contains { $0.apis.contains { !$0.callers.isEmpty } })
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
        var chunks: [String] = []
        InventoryJSON.write(inventory) { chunks.append($0) }
        #expect(chunks.joined() == JSONText.encode(inventory))
    }

    /// Many files: several batches written on all cores, joined in order, chunks cut between files.
    @Test func matchesJSONEncoderAcrossBatches() {
        let files = (0..<(InventoryJSONWriter.batchSize * 3 + 7)).map { number in
            FileInventory(
                path: "Sources/File\(number).swift", module: "M\(number % 5)", layer: .data, isTest: number % 7 == 0,
                lines: number, imports: number % 2 == 0 ? ["RxSwift"] : [],
                occurrences: (0..<(number % 4)).map {
                    Occurrence(
                        line: $0 + 1, column: 3, symbol: "Observable", construct: "Observable", category: .streamType)
                })
        }
        let inventory = Inventory(
            files: files, modules: [], scannedFiles: files.count, scannedLines: 1, diagnostics: [])
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
        var chunks: [[UInt8]] = []
        InventoryJSON.writeBytes(inventory) { chunks.append($0) }
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == JSONText.encode(inventory))
    }

    /// The lent chunks too, with a last batch of fewer files than slices: the slices' writers are reused, and
    /// those the last batch leaves out must give nothing, not the batch before's text again.
    @Test(arguments: [1, 2, InventoryJSONWriter.batchSize - 1])
    func lentChunksMatchJSONEncoderWhenTheLastBatchIsShort(lastBatch: Int) {
        let files = (0..<(InventoryJSONWriter.batchSize * 2 + lastBatch)).map { number in
            FileInventory(
                path: "Sources/File\(number).swift", module: "M", layer: .ui, isTest: false, lines: number,
                imports: ["RxSwift"],
                occurrences: [
                    Occurrence(line: 1, column: 1, symbol: "rx", construct: "rx", category: .uiBinding)
                ])
        }
        let inventory = Inventory(
            files: files, modules: [], scannedFiles: files.count, scannedLines: 1, diagnostics: [])
        var bytes: [UInt8] = []
        InventoryJSON.writeBuffers(inventory) { bytes.append(contentsOf: $0) }
        #expect(String(decoding: bytes, as: UTF8.self) == JSONText.encode(inventory))
    }

    @Test func matchesJSONEncoderOnEscapesAbsentFieldsAndEmptyArrays() {
        let inventory = Inventory(
            files: [
                FileInventory(
                    path: "Sources/A \"quoted\"/Ü\\b.swift", module: "Mod/ule", layer: .presentation, isTest: true,
                    lines: 0, imports: [],
                    occurrences: [
                        Occurrence(line: 1, column: 2, symbol: "rx", construct: "rx.tap", category: .uiBinding),
                        Occurrence(
                            line: Int.max, column: 0, symbol: "a\u{0}\u{1}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{1f}\u{7f}",
                            construct: "😀 é", category: .testSupport, enclosing: "Outer.inner(_:)"),
                    ],
                    apis: [
                        RxAPI(
                            name: "fetch", kind: .subscript, access: "public", line: -3, column: Int.min,
                            container: nil, rxTypes: []),
                        RxAPI(
                            name: "load", kind: .initializer, access: "internal", line: 10, column: 5,
                            container: "Outer.Inner", rxTypes: ["Observable", "Single"],
                            callers: [SourceLocation(path: "B.swift", line: 3, column: 9)], callerModules: ["B"]),
                    ],
                    types: ["Outer", "Outer.Inner"])
            ],
            modules: [
                Module(name: "App", kind: .folder),
                Module(
                    name: "Core", kind: .swiftpm, isTest: true, manifest: "Package.swift", dependencies: ["RxSwift"],
                    rxDependencies: [
                        RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 4))
                    ]),
            ],
            scannedFiles: 1, scannedLines: 0,
            diagnostics: [
                Diagnostic(path: "x.swift", message: "binary file (NUL bytes), not scanned"),
                Diagnostic(.error, path: "y.swift", line: 7, message: "tab\there \"and\" slash /"),
            ])
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
    }

    /// Strings whose escapes fall at every offset, so both the eight-bytes-at-a-time copy and the byte
    /// loop after it are compared with `JSONEncoder`.
    @Test func matchesJSONEncoderOnEscapesAtEveryOffset() {
        let alphabet: [String] = [
            "a", "Z", "/", " ", "\"", "\\", "\n", "\t", "\u{1}", "\u{1f}", "\u{7f}", "é", "😀", "~",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let messages = (0..<400).map { _ in
            // Mostly plain text, now and then a character that needs care.
            (0..<next(40)).map { _ in next(4) == 0 ? alphabet[next(alphabet.count)] : "x" }.joined()
        }
        let inventory = Inventory(
            files: [], modules: [], scannedFiles: 0, scannedLines: 0,
            diagnostics: messages.map { Diagnostic(path: "p.swift", message: $0) })
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
    }

    /// The keys written only when set: `bridge`, `reactorConstruction`, `subclassUses`, `subscriptionHelper`.
    @Test func matchesJSONEncoderOnTheKeysWrittenOnlyWhenSet() {
        var api = RxAPI(
            name: "init", kind: .initializer, access: "public", line: 8, column: 12, container: "CellReactor",
            rxTypes: ["CellReactor"], callers: [SourceLocation(path: "B.swift", line: 3, column: 9)])
        api.isBridge = true
        api.isReactorConstruction = true
        api.isSubscriptionHelper = true
        api.subclassUses = [SourceLocation(path: "B.swift", line: 3, column: 9)]
        let file = FileInventory(
            path: "CellReactor.swift", module: "App", layer: .presentation, isTest: false, lines: 9,
            imports: ["RxSwift"], occurrences: [], apis: [api], types: ["CellReactor"])
        let inventory = Inventory(files: [file], modules: [], scannedFiles: 1, scannedLines: 9)
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
        #expect(JSONText.encode(inventory).contains("\"reactorConstruction\" : true"))
    }

    @Test func matchesJSONEncoderOnAnEmptyInventory() {
        let inventory = Inventory(files: [], modules: [], scannedFiles: 0, scannedLines: 0)
        #expect(InventoryJSON.render(inventory) == JSONText.encode(inventory))
    }
}
