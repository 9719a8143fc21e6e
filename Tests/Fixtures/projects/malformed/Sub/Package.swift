import PackageDescription

let package = Package(name: "Sub", targets: [.target(name: "Lib)])
