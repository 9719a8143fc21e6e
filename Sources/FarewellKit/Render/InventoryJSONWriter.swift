import Dispatch
import Foundation

/// Writes an `Inventory` as exactly the bytes `JSONText.encode` gives (sorted keys, pretty-printed,
/// unescaped slashes, final newline), straight into a byte buffer: no intermediate tree, a fraction of
/// the time and memory on inventories with millions of call sites.
enum InventoryJSONWriter {
    /// What the writer of the document's top level reserves.
    static let topCapacity = 1 << 16

    static func render(_ inventory: Inventory) -> String {
        var text = ""
        write(inventory) { text += $0 }
        return text
    }

    /// Writes the JSON text in chunks (each ends between two files), so no copy of the whole is held.
    static func write(_ inventory: Inventory, chunk: (String) -> Void) {
        writeBytes(inventory) { chunk(String(decoding: $0, as: UTF8.self)) }
    }

    /// Files per batch; the files of a batch are written on all cores.
    static let batchSize = 256

    /// The same text as UTF-8 chunks.
    static func writeBytes(_ inventory: Inventory, chunk: ([UInt8]) -> Void) {
        writeBuffers(inventory) { chunk(Array($0)) }
    }

    /// The same text as UTF-8 chunks lent in place, each valid during the call only: the buffers that hold them
    /// are written again for the next batch, so no chunk is copied and no buffer allocated (and its pages faulted
    /// in) per batch.
    static func writeBuffers(_ inventory: Inventory, chunk: (UnsafeBufferPointer<UInt8>) -> Void) {
        var writer = JSONByteWriter(capacity: topCapacity)
        writer.beginObject()
        writer.key("diagnostics")
        array(inventory.diagnostics, to: &writer) { write($0, to: &$1) }
        writer.key("files")
        writer.beginArray()
        let files = inventory.files
        let slices = SliceWriters(count: max(1, ProcessInfo.processInfo.activeProcessorCount * 2))
        for start in stride(from: 0, to: files.count, by: batchSize) {
            // The batch's text goes out as it is: the top of the document first, then each slice.
            if writer.count > 0 {
                writer.withBytes(chunk)
                writer.clear()
            }
            fragments(files[start..<min(files.count, start + batchSize)], into: slices)
            for slice in 0..<slices.count where slices.writers[slice].count > 0 {
                slices.writers[slice].withBytes(chunk)
                writer.markElementWritten()
            }
        }
        writer.endArray(count: inventory.files.count)
        writer.key("modules")
        array(inventory.modules, to: &writer) { write($0, to: &$1) }
        writer.key("rxSwiftVersions")
        array(inventory.rxSwiftVersions, to: &writer) { version, writer in
            writer.beginObject()
            writer.key("installed")
            writer.bool(version.isInstalled)
            writer.key("location")
            write(version.location, to: &writer)
            writer.key("requirement")
            writer.string(version.requirement)
            writer.endObject()
        }
        writer.key("scannedFiles")
        writer.int(inventory.scannedFiles)
        writer.key("scannedLines")
        writer.int(inventory.scannedLines)
        writer.key("sharedRxDependencies")
        array(inventory.sharedRxDependencies, to: &writer) { dependency, writer in
            writer.beginObject()
            writer.key("library")
            writer.string(dependency.library)
            writer.key("location")
            write(dependency.location, to: &writer)
            writer.key("modules")
            strings(dependency.modules, to: &writer)
            writer.endObject()
        }
        writer.key("vendoredCopies")
        array(inventory.vendoredCopies, to: &writer) { copy, writer in
            writer.beginObject()
            writer.key("library")
            writer.string(copy.library)
            writer.key("modules")
            strings(copy.modules, to: &writer)
            writer.key("path")
            writer.string(copy.path)
            writer.endObject()
        }
        writer.key("version")
        writer.int(inventory.version)
        writer.endObject()
        writer.newline()
        writer.withBytes(chunk)
    }

    /// Writes `files` as array elements two levels deep (inside the top object's `files`), in slices on all cores,
    /// each slice into its writer of `slices` (emptied first; one left empty when there are fewer files).
    private static func fragments(_ files: ArraySlice<FileInventory>, into slices: SliceWriters) {
        let count = min(files.count, slices.count)
        for slice in count..<slices.count { slices.writers[slice].restart(depth: 2, needsComma: false) }
        DispatchQueue.concurrentPerform(iterations: count) { slice in
            let lower = files.startIndex + files.count * slice / count
            let upper = files.startIndex + files.count * (slice + 1) / count
            slices.writers[slice].restart(depth: 2, needsComma: lower > 0)
            // Each file read field by field through a pointer, as `lentArray` reads its elements.
            let offsets = lower - files.startIndex..<upper - files.startIndex
            files.withUnsafeBufferPointer { buffer in
                guard let files = buffer.baseAddress else { return }
                for index in offsets {
                    slices.writers[slice].element()
                    write(files + index, to: &slices.writers[slice])
                }
            }
        }
    }

    /// One writer per slice of a batch, kept from batch to batch. Each worker writes only its own; they are held
    /// in raw storage so two workers writing two of them make no overlapping access to one array.
    private final class SliceWriters: @unchecked Sendable {
        let count: Int
        let writers: UnsafeMutablePointer<JSONByteWriter>

        init(count: Int) {
            self.count = count
            writers = UnsafeMutablePointer<JSONByteWriter>.allocate(capacity: count)
            // A slice of a batch is a few hundred kilobytes: room for that at once, grown by doubling if need be.
            for slice in 0..<count {
                (writers + slice).initialize(
                    to: JSONByteWriter(capacity: batchSize / count * 8192, depth: 2, needsComma: false))
            }
        }

        deinit {
            writers.deinitialize(count: count)
            writers.deallocate()
        }
    }

    private static func array<Element>(
        _ elements: [Element], to writer: inout JSONByteWriter, _ body: (Element, inout JSONByteWriter) -> Void
    ) {
        lentArray(elements, to: &writer) { body($0.pointee, &$1) }
    }

    /// `array` for elements read field by field through a pointer (files, occurrences, APIs): passed as a value, from
    /// the array or a buffer's subscript, each is copied first, its strings and arrays retained and released.
    private static func lentArray<Element>(
        _ elements: [Element], to writer: inout JSONByteWriter,
        _ body: (UnsafePointer<Element>, inout JSONByteWriter) -> Void
    ) {
        writer.beginArray()
        elements.withUnsafeBufferPointer { buffer in
            guard let elements = buffer.baseAddress else { return }
            for at in buffer.indices {
                writer.element()
                body(elements + at, &writer)
            }
        }
        writer.endArray(count: elements.count)
    }

    private static func strings(_ values: [String], to writer: inout JSONByteWriter) {
        array(values, to: &writer) { $1.string($0) }
    }

    private static func write(_ diagnostic: Diagnostic, to writer: inout JSONByteWriter) {
        writer.beginObject()
        if let line = diagnostic.line {
            writer.key("line")
            writer.int(line)
        }
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("path")
        writer.string(diagnostic.path)
        writer.key("severity")
        writer.string(diagnostic.severity.rawValue)
        writer.endObject()
    }

    private static func write(_ file: UnsafePointer<FileInventory>, to writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("alsoIn")
        strings(file.pointee.alsoIn, to: &writer)
        writer.key("apis")
        lentArray(file.pointee.apis, to: &writer) { write($0, to: &$1) }
        if file.pointee.isGenerated {
            writer.key("generated")
            writer.bool(true)
        }
        writer.key("imports")
        strings(file.pointee.imports, to: &writer)
        writer.key("isTest")
        writer.bool(file.pointee.isTest)
        writer.key("layer")
        writer.string(file.pointee.layer.rawValue)
        writer.key("lines")
        writer.int(file.pointee.lines)
        writer.key("module")
        writer.string(file.pointee.module)
        writer.key("occurrences")
        lentArray(file.pointee.occurrences, to: &writer) { write($0, to: &$1) }
        writer.key("path")
        writer.string(file.pointee.path)
        writer.key("types")
        strings(file.pointee.types, to: &writer)
        writer.endObject()
    }

    private static func write(_ occurrence: UnsafePointer<Occurrence>, to writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("category")
        writer.string(occurrence.pointee.category.rawValue)
        writer.key("column")
        writer.int(occurrence.pointee.column)
        writer.key("construct")
        writer.string(occurrence.pointee.construct)
        if let enclosing = occurrence.pointee.enclosing {
            writer.key("enclosing")
            writer.string(enclosing)
        }
        writer.key("line")
        writer.int(occurrence.pointee.line)
        writer.key("symbol")
        writer.string(occurrence.pointee.symbol)
        writer.endObject()
    }

    private static func write(_ api: UnsafePointer<RxAPI>, to writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("access")
        writer.string(api.pointee.access)
        if api.pointee.isBridge {
            writer.key("bridge")
            writer.bool(true)
        }
        writer.key("callerModules")
        strings(api.pointee.callerModules, to: &writer)
        writer.key("callers")
        array(api.pointee.callers, to: &writer) { write($0, to: &$1) }
        writer.key("column")
        writer.int(api.pointee.column)
        if let container = api.pointee.container {
            writer.key("container")
            writer.string(container)
        }
        writer.key("implements")
        array(api.pointee.implements, to: &writer) { write($0, to: &$1) }
        writer.key("kind")
        writer.string(api.pointee.kind.rawValue)
        writer.key("line")
        writer.int(api.pointee.line)
        writer.key("name")
        writer.string(api.pointee.name)
        if api.pointee.emitsOneValue {
            writer.key("oneValue")
            writer.bool(true)
        }
        writer.key("overrides")
        array(api.pointee.overrides, to: &writer) { write($0, to: &$1) }
        if api.pointee.isReactorConstruction {
            writer.key("reactorConstruction")
            writer.bool(true)
        }
        writer.key("rxTypes")
        strings(api.pointee.rxTypes, to: &writer)
        if !api.pointee.subclassUses.isEmpty {
            writer.key("subclassUses")
            array(api.pointee.subclassUses, to: &writer) { write($0, to: &$1) }
        }
        if api.pointee.isSubscriptionHelper {
            writer.key("subscriptionHelper")
            writer.bool(true)
        }
        writer.endObject()
    }

    private static func write(_ location: SourceLocation, to writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("column")
        writer.int(location.column)
        writer.key("line")
        writer.int(location.line)
        writer.key("path")
        writer.string(location.path)
        writer.endObject()
    }

    private static func write(_ module: Module, to writer: inout JSONByteWriter) {
        writer.beginObject()
        writer.key("dependencies")
        strings(module.dependencies, to: &writer)
        writer.key("deploymentTargets")
        array(module.deploymentTargets, to: &writer) { target, writer in
            writer.beginObject()
            writer.key("platform")
            writer.string(target.platform)
            writer.key("version")
            writer.string(target.version)
            writer.endObject()
        }
        if let importName = module.importName {
            writer.key("importName")
            writer.string(importName)
        }
        writer.key("isTest")
        writer.bool(module.isTest)
        writer.key("kind")
        writer.string(module.kind.rawValue)
        if let manifest = module.manifest {
            writer.key("manifest")
            writer.string(manifest)
        }
        writer.key("name")
        writer.string(module.name)
        writer.key("rxDependencies")
        array(module.rxDependencies, to: &writer) { dependency, writer in
            writer.beginObject()
            writer.key("library")
            writer.string(dependency.library)
            writer.key("location")
            write(dependency.location, to: &writer)
            writer.endObject()
        }
        writer.endObject()
    }
}
