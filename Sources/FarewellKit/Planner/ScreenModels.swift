/// The screens a view's code makes where the names make none: a view controller holding `let viewModel:
/// ProfileEdtViewModel` (`FileInventory.heldModels`) goes with that view model as `ProfileViewController` goes with
/// `ProfileViewModel`.
enum ScreenModels {
    /// Each view (ui) among `candidates` that `isPaired` leaves out, with the presentation file among `candidates` its
    /// code holds, as indices into `files`, by view: when that is the only presentation type it holds, no other view
    /// holds it, and `isPaired` leaves it out too (no view is named after it). A view holding a view model and a
    /// coordinator, or a view model several views hold, pairs with none: the names, or the calls of its Rx API, tell.
    /// `byPath`: the candidates by path.
    static func pairs(
        _ files: [FileInventory], _ candidates: [Int], byPath: [String: Int], isPaired: (Int) -> Bool
    ) -> [Int: Int] {
        guard candidates.contains(where: { !files[$0].heldModels.isEmpty }) else { return [:] }
        var holders: [Int: [Int]] = [:]
        for view in candidates where files[view].layer == .ui {
            for model in files[view].heldModels.compactMap({ byPath[$0] }) { holders[model, default: []].append(view) }
        }
        var pairs: [Int: Int] = [:]
        for (model, views) in holders where views.count == 1 && files[model].layer == .presentation {
            let view = views[0]
            guard files[view].heldModels.count == 1, files[model].module == files[view].module, !isPaired(view),
                !isPaired(model)
            else { continue }
            pairs[view] = model
        }
        return pairs
    }
}
