import FarewellCLI
import Foundation

exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
