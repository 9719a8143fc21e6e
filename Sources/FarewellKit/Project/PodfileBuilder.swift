/// The state of reading a Podfile line by line: open blocks, scopes with their pods and helper calls.
struct PodfileBuilder {
    /// A target, abstract target, helper `def`, or the root: the pods and helper calls written in it.
    struct Scope {
        var name: String
        var kind: Kind
        var parent: Int?
        var pods: [RxDependency] = []
        /// Every pod's name, without a subspec (`PodfileReader.Target.podNames`).
        var podNames: [String] = []
        var calls: [String] = []
        var inherits = true
        var project: String?
        /// The line of its `project`.
        var projectLine: Int?
        /// Its `platform :ios, '13.0'`.
        var platform: DeploymentTarget?
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
    /// Notes on how the file was read (a target whose name is computed), which leave the exit code alone.
    var notes: [Diagnostic] = []

    init(path: String) { self.path = path }

    /// The innermost target, helper or root the current line belongs to.
    var current: Int {
        for case .scope(let index) in blocks.reversed() { return index }
        return 0
    }

    /// Keeps the first problem in the file (the lexer's is known before the statements are read).
    mutating func fail(_ line: Int, _ message: String) {
        if diagnostic.map({ line < ($0.line ?? 0) }) ?? true {
            diagnostic = Diagnostic(path: path, line: line, message: "malformed Podfile: \(message)")
        }
    }

    /// Reads one statement: a `target` or `def` opens a scope at its block; `pod` with a literal name adds a pod
    /// wherever it stands (`if ENV['CI'] then pod 'RxGesture' end`); other block keywords and `end` keep the
    /// structure; a statement of one word calls a helper.
    mutating func handle(_ statement: RubyStatement) {
        let tokens = statement.tokens
        var index = 0
        if let first = tokens.first, first.kind == .word || first.kind == .opener {
            let next = tokens.count > 1 ? tokens[1] : nil
            // `target = result.native_target` and `target.name` are Ruby of their own, not the DSL.
            let isCall = next.map { $0.kind != .punctuation || $0.text == "(" } ?? true
            switch first.text {
            case "target" where isCall, "abstract_target" where isCall:
                let argument = tokens.dropFirst().first { $0.kind != .punctuation }
                let name = argument.flatMap(Self.targetName)
                if let argument, argument.kind == .string, name == nil {
                    // `target "#{app}_iOS" do`: a name Ruby computes, which cannot be read here.
                    notes.append(
                        Diagnostic(
                            path: path, line: first.line,
                            message: "the \(first.text) name \"\(argument.text)\" is computed by Ruby: its pods are "
                                + "matched to no target", isInformational: true))
                } else if name == nil {
                    fail(first.line, "'\(first.text)' without a name")
                }
                let scope = Scope(
                    name: name ?? "", kind: first.text == "target" ? .target : .abstractTarget, parent: current,
                    line: first.line)
                guard let block = tokens.firstIndex(where: { $0.kind == .opener && $0.text == "do" }) else {
                    // CocoaPods yields only to a block it is given: `target 'Core'` alone is a target with its
                    // parent's pods and nothing of its own.
                    if name != nil { scopes.append(scope) }
                    return
                }
                // A target whose name cannot be read still opens its block, so that its `end` closes it and its
                // pods, and those it inherits, stay apart from its parent's.
                open(scope)
                index = block + 1
            case "def" where first.kind == .opener:
                if next == nil { fail(first.line, "'def' without a name") }
                open(Scope(name: next?.text ?? "", kind: .helper, parent: nil, line: first.line))
                index = next == nil ? 1 : 2
            case "inherit!":
                if next?.kind == .symbol, next?.text == "none" { scopes[current].inherits = false }
                // A block given to it (`inherit! :search_paths do … end`) is read below, so that its `end` closes it.
                index = 1
            case "project" where next?.isLiteralName == true, "xcodeproj" where next?.isLiteralName == true:
                scopes[current].project = next?.text
                scopes[current].projectLine = first.line
                return
            case "platform" where next?.kind == .symbol:
                // `platform :ios, '13.0'`; without a version CocoaPods picks its own default, which is not read.
                let version = tokens.dropFirst(2).first { $0.kind == .string && $0.isLiteral }
                scopes[current].platform = version.flatMap {
                    DeploymentTarget(platformName: next?.text ?? "", versionText: $0.text)
                }
                return
            case "pod" where next == nil:
                return fail(first.line, "'pod' without a name")
            default:
                if tokens.count == 1, first.kind == .word { scopes[current].calls.append(first.text) }
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .opener:
                blocks.append(.other(line: token.line))
            case .end:
                if blocks.popLast() == nil { fail(token.line, "'end' without an open block") }
            case .word where token.text == "pod":
                if let name = Self.podName(tokens, at: index) { addPod(name, line: token.line) }
            default:
                break
            }
            index += 1
        }
    }

    /// The name a `target` line gives: a literal, or a string that interpolates environment variables only,
    /// `"#{ENV["APP_NAME"]}_iOS"`, spelled with XcodeGen's placeholders, `${APP_NAME}_iOS`, whatever default the
    /// Podfile gives the variable: the name an XcodeGen spec gives the same target. Nil for a name Ruby computes
    /// otherwise (`"#{app}_iOS"`).
    static func targetName(_ token: RubyToken) -> String? {
        if token.isLiteralName { return token.text }
        guard token.kind == .string else { return nil }
        let bytes = Array(token.text.utf8)
        var name = ""
        var start = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let end = RubyLexer.interpolationEnd(bytes, from: index + 2)
            guard bytes[end - 1] == UInt8(ascii: "}"),
                let variable = environmentVariable(String(decoding: bytes[(index + 2)..<(end - 1)], as: UTF8.self))
            else { return nil }
            name += String(decoding: bytes[start..<index], as: UTF8.self) + "${\(variable)}"
            start = end
            index = end
        }
        return name + String(decoding: bytes[start...], as: UTF8.self)
    }

    /// The variable an interpolation's code reads: `ENV["X"]`, `ENV['X']`, `ENV.fetch("X")` or
    /// `ENV.fetch("X", "Default")`; nil for other code.
    static func environmentVariable(_ code: String) -> String? {
        let code = code.trimmingSpaces()
        var argument: String
        if code.hasPrefix("ENV["), code.hasSuffix("]") {
            argument = String(code.dropFirst(4).dropLast())
        } else if code.hasPrefix("ENV.fetch("), code.hasSuffix(")") {
            argument = String(code.dropFirst(10).dropLast().prefix { $0 != "," })
        } else {
            return nil
        }
        argument = argument.trimmingSpaces()
        guard let quote = argument.first, quote == "\"" || quote == "'", argument.count > 2, argument.last == quote
        else { return nil }
        let variable = argument.dropFirst().dropLast()
        guard variable.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(variable)
    }

    /// The name of the pod a `pod` word at `index` names: `pod 'RxSwift'` and `pod('RxSwift')`; nil for a name
    /// held in a variable (`pod name`), which cannot be read.
    static func podName(_ tokens: [RubyToken], at index: Int) -> String? {
        let argument = tokens[(index + 1)...].first { $0.kind != .punctuation || $0.text != "(" }
        guard let argument, argument.kind == .string, argument.isLiteral else { return nil }
        return argument.text
    }

    private mutating func addPod(_ name: String, line: Int) {
        let base = name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? name
        if !base.isEmpty { scopes[current].podNames.append(base) }
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
