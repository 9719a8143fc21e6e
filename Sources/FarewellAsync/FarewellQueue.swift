/// A first-in first-out queue that applies a `ShareBufferingPolicy` when values are added.
struct FarewellQueue<Element> {
    private var items: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }
    var count: Int { items.count - head }

    /// Adds `element`, dropping the oldest or the new one as `policy` says. Returns the oldest when it was dropped.
    @discardableResult
    mutating func enqueue(_ element: Element, policy: ShareBufferingPolicy) -> Element? {
        switch policy {
        case .unbounded:
            items.append(element)
            return nil
        case .bufferingNewest(let limit):
            guard limit > 0 else { return nil }
            let dropped = count >= limit ? popFirst() : nil
            items.append(element)
            return dropped
        case .bufferingOldest(let limit):
            if count < limit { items.append(element) }
            return nil
        }
    }

    mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        let element = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= items.count {
            // Compact now and then so taken values are released and the array does not grow forever.
            items.removeFirst(head)
            head = 0
        }
        return element
    }
}
