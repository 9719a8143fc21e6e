/// The state of reading a Podfile line by line: open blocks, scopes with their pods and helper calls.
struct PodfileBuilder {
    /// A target, abstract target, helper `def`, or the root: the pods and helper calls written in it.
    struct Scope {
        var name: String
        var kind: Kind
        var parent: Int?
        var pods: [RxDependency] = []
        var calls: [String] = []
        var inherits = true
        var project: String?
        var line: Int
        /// What opened the scope.
        enum Kind { case root, target, abstractTarget, helper }
    }

    /// An open `do ... end` (or `if`, `def`) block: a scope, or other Ruby whose `end` must be matched.
    enum Block { case scope(Int), other(line: Int) }

    let path: String
    var scopes: [Scope] = [Scope(name: "", kind: .root, line: 0)]
    var blocks: [Block] = []
    var diagnostic: Diagnostic?

    init(path: String) { self.path = path }

    /// The innermost target, helper or root the current line belongs to.
    var current: Int {
        for case .scope(let index) in blocks.reversed() { return index }
        return 0
    }

    mutating func fail(_ line: Int, _ message: String) {
        if diagnostic == nil {
            diagnostic = Diagnostic(path: path, line: line, message: "malformed Podfile: \(message)")
        }
    }

    mutating func handle(_ statement: PodfileStatement) {
        guard let keyword = statement.first, !statement.quoted[0] else { return }
        switch keyword {
        case "target", "abstract_target":
            let name = statement.argument
            if name == nil { fail(statement.line, "'\(keyword)' without a name") }
            guard statement.words.contains("do") else {
                return fail(statement.line, "'\(keyword) \(name ?? "")' without 'do'")
            }
            // A target whose name cannot be read still opens its block, so that its `end` closes it and its pods,
            // and those it inherits, stay apart from its parent's.
            open(
                Scope(
                    name: name ?? "", kind: keyword == "target" ? .target : .abstractTarget, parent: current,
                    line: statement.line))
        case "def":
            if statement.words.count < 2 { fail(statement.line, "'def' without a name") }
            open(Scope(name: statement.words.dropFirst().first ?? "", kind: .helper, parent: nil, line: statement.line))
        case "end":
            guard blocks.popLast() != nil else { return fail(statement.line, "'end' without an open block") }
        case "pod":
            guard let name = statement.argument else { return fail(statement.line, "'pod' without a name") }
            addPod(name, line: statement.line)
        case "inherit!":
            if statement.words.count > 1, statement.words[1] == ":none" { scopes[current].inherits = false }
        case "project", "xcodeproj":
            scopes[current].project = statement.argument
        default:
            // A pod inside a one-line conditional: `if ENV['CI'] then pod 'RxGesture' end`.
            for index in statement.words.indices.dropLast()
            where statement.words[index] == "pod" && !statement.quoted[index] && statement.quoted[index + 1] {
                addPod(statement.words[index + 1], line: statement.line)
            }
            if statement.opensBlock {
                blocks.append(.other(line: statement.line))
            } else if statement.words.count == 1 {
                scopes[current].calls.append(keyword)
            }
        }
    }

    private mutating func addPod(_ name: String, line: Int) {
        guard RxLibraries.isRx(name) else { return }
        let library = RxLibraries.library(name)
        scopes[current].pods.append(RxDependency(library: library, location: SourceLocation(path: path, line: line)))
    }

    private mutating func open(_ scope: Scope) {
        scopes.append(scope)
        blocks.append(.scope(scopes.count - 1))
    }

    /// Reports the outermost block left open at the end of the file.
    mutating func finish() {
        guard let block = blocks.first else { return }
        switch block {
        case .scope(let index):
            let name = scopes[index].name.isEmpty ? "target" : scopes[index].name
            fail(scopes[index].line, "'\(name)' block is never closed with 'end'")
        case .other(let line): fail(line, "block is never closed with 'end'")
        }
    }
}
