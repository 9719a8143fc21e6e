/// What a consumer's queue keeps when it falls behind: the same three choices as `AsyncStream`.
///
/// Each consumer of a shared sequence or relay has its own queue of values it has not taken yet
/// (replayed history included). The producer never waits for a slow consumer; the policy decides
/// what that consumer's queue keeps.
public enum ShareBufferingPolicy: Sendable, Equatable {
    /// Keep everything: a slow consumer sees every value, memory grows with its lag (Rx's behaviour).
    case unbounded
    /// Keep the newest `n` values, dropping the oldest: right for state, where only the latest matters.
    case bufferingNewest(Int)
    /// Keep the oldest `n` values, dropping new ones while the queue is full.
    case bufferingOldest(Int)
}
