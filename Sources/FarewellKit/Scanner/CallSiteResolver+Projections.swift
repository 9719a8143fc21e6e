/// The reads of property wrappers' projections (`prefs.$userID`) as call sites.
extension CallSiteResolver {
    /// What the projections add: the calls of each wrapper's `projectedValue` (by API number), and, by file, the
    /// properties it wraps as Rx APIs of their types with their calls.
    struct Projections {
        var wrapperCalls: [Int: [Call]] = [:]
        var properties: [Int: [(api: RxAPI, calls: [Call])]] = [:]
    }

    /// A wrapped property whose wrapper projects a stream: its file and its wrapper's `projectedValue` API.
    private struct Projected {
        var file: Int
        var property: WrappedProperty
        var wrapperAPI: Int
    }

    /// `$userID` of `@Stored public var userID` reads the `projectedValue` of `Stored` when that is declared with an
    /// Rx stream type (`var projectedValue: Observable<T?>`), as Swift does: a call of that API; and, since the
    /// stream a caller uses is `userID`'s projection, one of the property's own API, named `$userID` with the
    /// projection's Rx types. A read is matched by name among the properties its module can see, those of its own
    /// module first; several left are ambiguous (the wrapper's API still counts when they share it). A property of
    /// the reading file, or a wrapper declared there, is not called from another file. Combine's `@Published` and
    /// SwiftUI's wrappers declare no `projectedValue` in the repository: theirs never count.
    static func projections(_ files: [SourceFile], index: ResolverIndex) -> Projections {
        let wrappers = streamWrappers(files, index: index)
        guard !wrappers.isEmpty else { return Projections() }
        var byName: [UInt64: [Projected]] = [:]
        for file in files.indices {
            for property in files[file].wrappedProperties {
                let visible = (wrappers[property.wrapper] ?? []).filter {
                    index.sees(index.fileModule[file], file: index.apiFile[$0])
                }
                guard visible.count == 1, let api = visible.first else { continue }
                byName[property.name, default: []].append(Projected(file: file, property: property, wrapperAPI: api))
            }
        }
        guard !byName.isEmpty else { return Projections() }
        var result = Projections()
        var propertyCalls: [Int: [WrappedProperty: [Call]]] = [:]
        for file in files.indices {
            for read in files[file].projectionReads {
                let found = candidates(byName[read.name] ?? [], readIn: file, index: index)
                guard let first = found.first, found.allSatisfy({ $0.wrapperAPI == first.wrapperAPI }) else { continue }
                let call = Call(file: Int32(file), line: read.line, column: read.column)
                if index.apiFile[first.wrapperAPI] != file {
                    result.wrapperCalls[first.wrapperAPI, default: []].append(call)
                }
                if found.count == 1, first.file != file {
                    propertyCalls[first.file, default: [:]][first.property, default: []].append(call)
                }
            }
        }
        for projected in byName.values.joined() {
            let wrapper = wrapperAPIDeclaration(projected.wrapperAPI, files: files, index: index)
            let property = projected.property
            let api = RxAPI(
                name: "$" + property.spelled, kind: .variable, access: property.access, line: property.line,
                column: property.column, container: property.container, rxTypes: wrapper.rxTypes)
            result.properties[projected.file, default: []].append(
                (api, propertyCalls[projected.file]?[property] ?? []))
        }
        for file in result.properties.keys {
            result.properties[file]?.sort { ($0.api.line, $0.api.column) < ($1.api.line, $1.api.column) }
        }
        return result
    }

    /// The API numbers of the `projectedValue` properties declared with a stream type, by their wrapper type's name
    /// hash (`Stored` of `@propertyWrapper class Stored`).
    private static func streamWrappers(_ files: [SourceFile], index: ResolverIndex) -> [UInt64: [Int]] {
        guard files.contains(where: { !$0.wrappedProperties.isEmpty }) else { return [:] }
        var wrappers: [UInt64: [Int]] = [:]
        for file in files.indices {
            for (offset, api) in files[file].inventory.apis.enumerated()
            where api.name == "projectedValue" && api.kind.isProperty {
                guard let container = api.container, SourceFile.holdsStream(api.rxTypes) else { continue }
                wrappers[ResolverIndex.innerTypeHash(container), default: []].append(index.firstAPI[file] + offset)
            }
        }
        return wrappers
    }

    /// The properties of a projection's name that the reading file's module can see (a private or fileprivate one
    /// only in its own file), those its module compiles first.
    private static func candidates(_ named: [Projected], readIn file: Int, index: ResolverIndex) -> [Projected] {
        let module = index.fileModule[file]
        let visible = named.filter { projected in
            guard projected.file != file else { return true }
            return projected.property.access != "private" && projected.property.access != "fileprivate"
                && index.sees(module, file: projected.file)
        }
        let own = visible.filter { index.compiles(module, file: $0.file) }
        return own.isEmpty ? visible : own
    }

    /// The declaration of API number `api`.
    private static func wrapperAPIDeclaration(_ api: Int, files: [SourceFile], index: ResolverIndex) -> RxAPI {
        let file = index.apiFile[api]
        return files[file].inventory.apis[api - index.firstAPI[file]]
    }
}
