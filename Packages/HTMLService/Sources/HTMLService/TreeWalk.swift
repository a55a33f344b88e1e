import XMLService

/// One step of a document-order walk over an HTML tree.
enum TreeStep {
    case open(HTMLElement)
    case text(String)
    case close(String)
}

/// Walks an HTML tree in document order without recursion, so depth cannot exhaust the stack.
enum TreeWalk {
    /// Calls `visit` for every element opening, text node and element closing. When `visit`
    /// returns false for an opening, the element's children are skipped (its closing still comes).
    static func walk(_ root: HTMLElement, _ visit: (TreeStep) -> Bool) {
        var stack: [(element: HTMLElement, next: Int)] = [(root, 0)]
        while let top = stack.last {
            guard top.next < top.element.children.count else {
                stack.removeLast()
                if !stack.isEmpty { _ = visit(.close(top.element.name)) }
                continue
            }
            stack[stack.count - 1].next += 1
            switch top.element.children[top.next] {
            case .text(let text):
                _ = visit(.text(text))
            case .element(let element):
                if visit(.open(element)) {
                    stack.append((element, 0))
                } else {
                    _ = visit(.close(element.name))
                }
            }
        }
    }
}
