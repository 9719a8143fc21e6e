#!/bin/sh
# Builds lexer-diff: farewell's lexer, compiled from the repository's own sources, checked against
# SwiftParser, the compiler's lexer and parser, which the toolchain ships in usr/lib/swift/host.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
swiftc=$(command -v swiftc)
toolchain=$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)
host=${SWIFT_HOST_LIBRARIES:-$toolchain/lib/swift/host}
scanner=$root/Sources/FarewellKit/Scanner
mkdir -p "$here/.build"
swiftc -O -wmo -swift-version 6 -module-name LexerDiff -package-name farewell \
    -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker "$host" \
    "$here/main.swift" "$here/WordList.swift" "$here/Fuzz.swift" \
    "$scanner/Token.swift" "$scanner/ByteClass.swift" "$scanner"/Lexer*.swift \
    "$root/Sources/FarewellKit/Workspace/FNV1a.swift" \
    -o "$here/.build/lexer-diff"
echo "$here/.build/lexer-diff"
