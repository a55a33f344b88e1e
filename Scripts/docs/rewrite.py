#!/usr/bin/env python3
"""`make docs`: rewrites Config/Tidings.plist and README.md's settings, command and key tables
from the texts the failing document tests print (swift test --xunit-output FILE): each test's
message ends with the text the declarations write."""
import sys
import xml.etree.ElementTree as ET

root = sys.argv[2] if len(sys.argv) > 2 else "."
markers = ("replace it with:\n", "replace them with:\n")
# The suite whose test checks a README section, the section's markers, and whether the text
# stands on lines of its own between them (the test trims it) or exactly between them.
sections = {
    "SettingsDocuments": (
        "<!-- settings: written by SettingsDocument.markdownTable, checked by a test -->\n",
        "\n<!-- settings: end -->", False),
    "FeedSettingDeclarations": (
        "<!-- feed-settings: written by FeedSettingsDocument.markdownTable, checked by a test -->\n",
        "\n<!-- feed-settings: end -->", False),
    "KeyDeclarations": (
        "<!-- keys: written by KeyReference.markdown(tables:), checked by a test -->",
        "<!-- keys: end -->", True),
    "CommandReferenceTests": (
        "<!-- commands: written by CommandReference.markdownTable(), checked by a test -->",
        "<!-- commands: end -->", True),
}


def rewrite_section(text, begin, end, own_lines):
    readme = open(f"{root}/README.md").read()
    start = readme.index(begin) + len(begin)
    stop = readme.index(end, start)
    body = "\n" + text + "\n" if own_lines else text
    open(f"{root}/README.md", "w").write(readme[:start] + body + readme[stop:])


for case in ET.parse(sys.argv[1]).iter("testcase"):
    for failure in case.iter("failure"):
        message = failure.get("message") or ""
        marker = next((m for m in markers if m in message), None)
        if marker is None:
            continue
        text = message.split(marker, 1)[1]
        suite = case.get("classname").rsplit(".", 1)[-1]
        if suite == "SettingsDocuments" and "Plist" in case.get("name"):
            open(f"{root}/Config/Tidings.plist", "w").write(text)
            print("wrote Config/Tidings.plist")
        elif suite in sections:
            rewrite_section(text, *sections[suite])
            print(f"wrote README.md's section for {suite}")
