/// Properties and globals a tuple pattern declares together.
extension ScanPass {
    /// The names of the tuple pattern after the `let` or `var` at `index`, in a type or at file scope:
    /// `let (e, f) = (PublishSubject<Int>(), BehaviorRelay<Int>(value: 0))`, `let (e, f): (Observable<Int>, Int)`.
    /// Each is a property (or a global) of its own, typed as Swift types it: by its element of the annotation, else
    /// by its element of the tuple the initializer writes. The declaration's occurrences are its first name's.
    mutating func declareTupleNames(_ index: Int) {
        let open = index + 1
        let names = code.tupleElements(open)
        guard !names.isEmpty else { return }
        var after = Int(code.partner[open]) + 1
        var types: [Range<Int>] = []
        if code.isPunct(after, ":"), code.isPunct(after + 1, "("), case let close = Int(code.partner[after + 1]),
            close > after + 1
        {
            types = code.tupleElements(after + 1)
            after = close + 1
        }
        let initializer = code.isOperator(after, .equal) && after + 1 < code.count ? after + 1 : -1
        let end = initializer >= 0 ? code.initializerEnd(from: initializer) : after
        var values: [Range<Int>] = []
        if code.isPunct(initializer, "("), Int(code.partner[initializer]) + 1 == end {
            values = code.tupleElements(initializer)
        }
        var first = -1
        for (position, element) in names.enumerated() {
            let name = element.lowerBound
            guard element.count == 1, code.isValueWord(name), code.keywords[name] == .none else { continue }
            let type = types.count == names.count ? types[position] : name + 1..<name + 1
            let value = values.count == names.count ? values[position].lowerBound : -1
            typedNames.append(
                TypedName(
                    hash: code.hashes[name], name: name,
                    typeStart: code.afterRxModule(type.lowerBound, end: type.upperBound),
                    typeEnd: type.upperBound, initializer: value))
            declareStoredName(name)
            let kind: RxAPI.Kind = code.keywords[index] == .let ? .constant : .variable
            record(kind, name: name, keyword: index, signature: (type.lowerBound, type.upperBound), initializer: value)
            if first < 0 { first = name }
        }
        let isProperty = scopes.last?.isType == true
        pending = Pending(enclosing: currentPath, end: end, storedName: isProperty ? first : -1)
    }

    /// Places the name just added to `typedNames`, declared at `name` in a type or at file scope: its owner, and
    /// for a property its type's body, where it types the name (`tradeService` in each of a file's classes, with a
    /// type of each's own).
    mutating func declareStoredName(_ name: Int) {
        let last = typedNames.count - 1
        typedNames[last].owner = scopes.last?.typeName ?? 0
        typedNames[last].isGlobal = scopes.allSatisfy { $0.typeName == 0 && $0.open < 0 }
        if let open = scopes.last?.open, open >= 0, case let close = Int(code.partner[Int(open)]), close > name {
            typedNames[last].scopeStart = Int(open)
            typedNames[last].scopeEnd = close
            typedNames[last].isProperty = true
        }
    }
}
