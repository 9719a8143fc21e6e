/// One file `farewell scaffold` writes: its name inside the output folder and its text.
package struct ScaffoldFile: Sendable, Equatable {
    package var name: String
    package var contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
