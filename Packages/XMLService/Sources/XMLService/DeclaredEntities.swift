import CLibXML2

/// The bounds on entities a document declares in its internal subset.
///
/// - A value may refer to character references and to the predefined and HTML entities, never
///   to another declared entity: expansion then cannot nest, which is what makes billion-laughs
///   documents explode. Such a declaration is ignored, and a reference to it is undeclared.
/// - At most `maximumDeclarations` are kept, each value at most `maximumValueBytes`.
/// - Every expansion is charged its value's length against `expansionBudget` (the document's
///   size, at least `minimumBudget`); past it, references stop expanding and the parse reports
///   `overBudgetCode`, which readers treat as fatal.
struct DeclaredEntities {
    static let maximumDeclarations = 1_000
    static let maximumValueBytes = 64 * 1024
    static let minimumBudget = 1 << 20
    /// libxml2's `XML_ERR_ENTITY_LOOP`, which it raises for the same attack itself.
    static let overBudgetCode = Int(XML_ERR_ENTITY_LOOP.rawValue)

    private(set) var names: Set<String> = []
    /// One sentence per declaration ignored.
    private(set) var refusals: [String] = []
    var expansionBudget = minimumBudget
    private(set) var expandedBytes = 0
    var reportedOverBudget = false

    /// Why a value may not be declared, or nil when it may.
    func refusal(of content: UnsafePointer<xmlChar>) -> String? {
        guard names.count < Self.maximumDeclarations else {
            return "the document declares more than \(Self.maximumDeclarations) entities"
        }
        let length = Int(tidings_xml_strlen(content))
        guard length <= Self.maximumValueBytes else {
            return "its value is longer than \(Self.maximumValueBytes) bytes"
        }
        var index = 0
        while index < length {
            guard content[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < length, content[end] != UInt8(ascii: ";") { end += 1 }
            guard end < length, end > index + 1 else { return "its value holds a bare '&'" }
            let name = String(
                decoding: UnsafeBufferPointer(start: content + index + 1, count: end - index - 1),
                as: UTF8.self)
            guard
                name.hasPrefix("#") || Self.predefined.contains(name)
                    || HTMLEntityTable.scalar(named: name) != nil
            else { return "its value refers to the entity '\(name)', and declared entities may not nest" }
            index = end + 1
        }
        return nil
    }

    /// Notes a declaration that was ignored.
    mutating func refuse(_ name: String, because reason: String) {
        guard refusals.count < 20 else { return }
        refusals.append("the doctype's entity '\(name)' is not used: \(reason)")
    }

    /// Charges one expansion of `entity`; false once the budget is spent.
    mutating func charge(_ entity: xmlEntityPtr) -> Bool {
        expandedBytes += Int(entity.pointee.length)
        return expandedBytes <= expansionBudget
    }

    func overBudgetDiagnostic(line: Int, column: Int, elementsBefore: Int) -> XMLDiagnostic {
        XMLDiagnostic(
            line: line, column: column,
            message: "the entities the document declares expand to more than \(expansionBudget) bytes",
            code: Self.overBudgetCode, elementsBefore: elementsBefore)
    }

    private static let predefined: Set<String> = ["lt", "gt", "amp", "apos", "quot"]

    /// Records a declaration that was accepted.
    mutating func insert(_ name: String) { names.insert(name) }
}
