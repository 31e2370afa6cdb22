import Foundation

/// The bytes ``CompiledJSONWriter`` has written, in memory of their own that grows by doubling.
///
/// `Array.append` checks that the array is uniquely referenced and has room before every byte it
/// adds, and copies a buffer through an iterator; with a byte or two per call (a comma, a quote,
/// a colon) those checks were the writer's largest cost. Here a write is a bounds check and a copy.
/// The memory is released by ``release()``, which the one owner, ``CompiledJSONWriter/json(for:)``,
/// calls once it has copied the bytes out.
struct JSONOutput {
    /// Where the bytes start.
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    private(set) var count = 0
    /// Bytes there is room for.
    private var capacity: Int

    /// Empty output with room for `capacity` bytes to begin with.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Adds one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Adds `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Adds `count` bytes that `fill` writes, back to front or in any order, into the memory it is
    /// given, which holds exactly that many.
    @inline(__always)
    mutating func append(count added: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        if count + added > capacity { grow(toHold: count + added) }
        fill(UnsafeMutableBufferPointer(start: base + count, count: added))
        count += added
    }

    /// Room for `needed` bytes at least, doubling so that appends stay linear on the whole.
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes so far, copied.
    var data: Data { Data(bytes: base, count: count) }

    /// Frees the memory; the output must not be used after.
    func release() {
        base.deallocate()
    }
}
