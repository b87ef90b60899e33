import Inkwell

/// Values a one-shot process holds until it exits, instead of freeing them.
///
/// NB: the same trick as clang's `-disable-free`. Tearing down the model of a large document
/// node by node costs about a seventh of a whole render, and the process exits right after;
/// the kernel takes the memory back at once. Only used when one input is rendered, so batch
/// runs still free each document and keep their memory bounded.
enum ExitTime {
    private final class Box {
        let document: Document
        init(_ document: Document) { self.document = document }
    }

    static func keep(_ document: Document) {
        _ = Unmanaged.passRetained(Box(document))
    }
}
