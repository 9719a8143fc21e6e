import Foundation

/// Puts skill lessons into the `## Pitfalls` section of SKILL.md and keeps the skill small: past `limit`
/// bullets, the oldest retro bullets move to `references/pitfalls.md`, which SKILL.md links to.
package enum SkillPitfalls {
    package static let heading = "## Pitfalls"
    /// Bullets SKILL.md keeps before the oldest move to the reference file.
    package static let limit = 40
    /// The line in SKILL.md's Pitfalls that points at the reference file.
    package static let link = "Earlier pitfalls: [references/pitfalls.md](references/pitfalls.md)."

    /// The reference file's path in the workspace, next to SKILL.md.
    package static func referencePath(_ settings: PlanSettings) -> String {
        ".claude/skills/\(settings.skillName)/references/pitfalls.md"
    }

    /// What applying did to SKILL.md and to the reference file (nil text: the file is not needed).
    package struct Result: Sendable, Equatable {
        package var skill: LessonApplier.Outcome
        package var reference: LessonApplier.Outcome
        /// The reference file's new text, nil when it neither exists nor is needed.
        package var referenceText: String?
    }

    /// Adds `lessons` to `skill` unless SKILL.md or the reference file already has them, then moves the
    /// overflow.
    package static func apply(_ lessons: [Lesson], skill: String, reference: String?, skillName: String, date: String)
        -> Result
    {
        var referenceOutcome = LessonApplier.Outcome(text: reference ?? "", added: [], alreadyPresent: [], similar: [])
        var fresh = lessons
        if let reference {
            let check = LessonApplier.apply(lessons, to: reference, heading: heading, date: date)
            referenceOutcome.alreadyPresent = check.alreadyPresent
            referenceOutcome.similar = check.similar
            fresh = check.added
        }
        var skillOutcome = LessonApplier.apply(fresh, to: skill, heading: heading, date: date)
        var referenceText = reference
        let moved = overflow(skillOutcome.text)
        if !moved.isEmpty {
            let start =
                reference
                ?? "# \(skillName) pitfalls\n\nOlder pitfalls, moved here from SKILL.md by `farewell retro`.\n"
            referenceText = LessonApplier.append(moved.map { $0.text }, to: start, heading: heading)
            skillOutcome.text = removing(moved.map(\.index), from: skillOutcome.text)
        }
        referenceOutcome.text = referenceText ?? ""
        return Result(skill: skillOutcome, reference: referenceOutcome, referenceText: referenceText)
    }

    /// The oldest retro bullets (0-based line index and text) past the limit.
    static func overflow(_ skill: String) -> [(index: Int, text: String)] {
        guard let section = MarkdownSection.find(heading, in: skill) else { return [] }
        let bullets = section.bodyLines.indices.filter { section.bodyLines[$0].hasPrefix("- ") }
        guard bullets.count > limit else { return [] }
        let movable = bullets.filter { section.bodyLines[$0].contains(" _(from ") }
        return movable.prefix(bullets.count - limit).map { (section.headingIndex + 1 + $0, section.bodyLines[$0]) }
    }

    /// `skill` without the lines at `indices`, with the link to the reference file in its Pitfalls.
    static func removing(_ indices: [Int], from skill: String) -> String {
        let drop = Set(indices)
        var lines = MarkdownSection.lines(skill).enumerated().filter { !drop.contains($0.offset) }.map(\.element)
        guard let section = MarkdownSection.find(heading, in: lines.joined(separator: "\n")),
            !section.bodyLines.contains(link)
        else { return lines.joined(separator: "\n") }
        lines.insert(contentsOf: ["", link], at: section.headingIndex + 1)
        return lines.joined(separator: "\n")
    }
}
