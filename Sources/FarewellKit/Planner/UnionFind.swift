/// Disjoint sets over indices, with path compression; the smaller index is the root.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func root(_ index: Int) -> Int {
        var node = index
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    mutating func union(_ lhs: Int, _ rhs: Int) {
        let (a, b) = (root(lhs), root(rhs))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
