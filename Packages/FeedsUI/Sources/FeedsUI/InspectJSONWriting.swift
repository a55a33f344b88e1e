import TerminalUI

extension InspectJSON {
    /// The same JSON as `JSONOutput.encode(self)`, written by `JSONWriter`: a feed of 20,000
    /// items spent most of `inspect --json` in `JSONEncoder`. Keys in sorted order, absent values
    /// left out, as the synthesized `Encodable` conformance (the reference a test compares with).
    func json() -> String {
        let writer = JSONWriter(capacity: 1024 + items.count * 512)
        writer.object { json in
            json.member("categories", categories)
            json.member("description", description)
            json.member("format", format)
            json.key("items")
            json.array { list in
                for item in items { item.write(to: list) }
            }
            json.member("link", link)
            if let partlyRead {
                json.key("partlyRead")
                json.object { part in
                    part.member("column", partlyRead.column)
                    part.member("line", partlyRead.line)
                    part.member("reason", partlyRead.reason)
                }
            }
            json.member("title", title)
            json.member("warnings", warnings)
        }
        return writer.text
    }
}

extension InspectJSON.Item {
    func write(to writer: JSONWriter) {
        writer.object { json in
            json.member("authors", authors)
            json.member("categories", categories)
            json.member("content", content)
            json.key("enclosures")
            json.array { list in
                for enclosure in enclosures {
                    list.object { entry in
                        entry.member("length", enclosure.length)
                        entry.member("type", enclosure.type)
                        entry.member("url", enclosure.url)
                    }
                }
            }
            json.member("id", id)
            json.member("link", link)
            json.member("published", published)
            json.member("summary", summary)
            json.member("title", title)
            json.member("updated", updated)
        }
    }
}
