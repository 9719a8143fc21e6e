import ProjectDescription

let rxSwiftURL = "https://github.com/ReactiveX/RxSwift.git"

let dependencies = Dependencies(
    carthage: [
        .github(path: "RxSwiftCommunity/RxDataSources", requirement: .upToNextMajor(from: "5.0.0")),
    ],
    swiftPackageManager: SwiftPackageManagerDependencies([
        .remote(url: rxSwiftURL, requirement: .upToNextMajor(from: "6.5.0")),
        .remote(url: "https://github.com/SnapKit/SnapKit", requirement: .upToNextMajor(from: "5.0.0")),
        .remote(url: "https://github.com/kakao/kakao-ios-sdk-rx", requirement: .upToNextMajor(from: "2.20.0")),
        // .remote(url: "https://github.com/RxSwiftCommunity/RxGesture", requirement: .upToNextMinor(from: "4.0.0")),
    ]),
    platforms: [.iOS]
)
