#!/usr/bin/env python3
"""`make docs`: rewrites Config/Tidings.plist and README.md's settings and command tables from the texts the
failing document tests print (swift test --xunit-output)."""
import sys, xml.etree.ElementTree as ET
root = sys.argv[2] if len(sys.argv) > 2 else "."
tree = ET.parse(sys.argv[1])
marker = "replace it with:\n"
for case in tree.iter("testcase"):
    for failure in case.iter("failure"):
        message = failure.get("message") or ""
        if marker not in message: continue
        text = message.split(marker, 1)[1]
        suite = case.get("classname")
        if suite.endswith("SettingsDocuments") and "Plist" in case.get("name"):
            open(f"{root}/Config/Tidings.plist", "w").write(text)
            print("wrote Config/Tidings.plist")
        elif suite.endswith("SettingsDocuments"):
            begin = "<!-- settings: written by SettingsDocument.markdownTable, checked by a test -->\n"
            readme = open(f"{root}/README.md").read()
            start = readme.index(begin) + len(begin)
            end = readme.index("\n<!-- settings: end -->", start)
            readme = readme[:start] + text + readme[end:]
            open(f"{root}/README.md", "w").write(readme)
            print("wrote README.md settings")
        elif suite.endswith("CommandReferenceTests"):
            readme = open(f"{root}/README.md").read()
            begin = "<!-- commands: written by CommandReference.markdownTable(), checked by a test -->"
            start = readme.index(begin) + len(begin)
            end = readme.index("<!-- commands: end -->", start)
            readme = readme[:start] + "\n" + text + "\n" + readme[end:]
            open(f"{root}/README.md", "w").write(readme)
            print("wrote README.md commands")
