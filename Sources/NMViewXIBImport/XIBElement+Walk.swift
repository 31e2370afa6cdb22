extension XIBElement {
    /// Calls `body` on this element and every element below it, in document order. A stack, not
    /// recursion: a damaged file may nest elements thousands deep.
    func forEachInDocumentOrder<Failure: Error>(_ body: (XIBElement) throws(Failure) -> Void) throws(Failure) {
        var pending = [self]
        while let element = pending.popLast() {
            try body(element)
            pending.append(contentsOf: element.children.reversed())
        }
    }
}
