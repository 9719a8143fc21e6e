/// The view models views hold, which only the declarations of the views' modules tell.
extension CallSiteResolver {
    /// Gives each view (a ui file) the other files of its module that declare a presentation type its own types hold
    /// (`FileScan.heldTypes`, `FileInventory.heldModels`): `ProfileEdtViewModel.swift` for a view controller holding
    /// `let viewModel: ProfileEdtViewModel`. A type that several files of the module declare (a view model's nested
    /// `Input`) names none of them, as the compiler would need more than its name to tell which one it is.
    static func namingHeldModels(_ files: inout [SourceFile]) {
        let views = files.indices.filter { index in
            files[index].inventory.layer == .ui && !files[index].inventory.isTest && !files[index].heldTypes.isEmpty
        }
        guard !views.isEmpty else { return }
        let held = Set(views.flatMap { files[$0].heldTypes })
        // Per module, the file declaring each held type, or -1 where several do.
        var declaring: [String: [UInt64: Int]] = [:]
        for index in files.indices where !files[index].inventory.isTest {
            for type in files[index].declaredTypes where held.contains(type) {
                let module = files[index].inventory.module
                let known = declaring[module]?[type]
                declaring[module, default: [:]][type] = known == nil || known == index ? index : -1
            }
        }
        for view in views {
            guard let types = declaring[files[view].inventory.module] else { continue }
            let models = Set(files[view].heldTypes.compactMap { types[$0] }).filter { index in
                index >= 0 && index != view && files[index].inventory.layer == .presentation
            }
            if !models.isEmpty { files[view].inventory.heldModels = models.map { files[$0].inventory.path }.sorted() }
        }
    }
}
