#!/usr/bin/python3
"""Reads a page `export --format html` wrote as browsers do, and prints what it holds as JSON for
HTMLExportEndToEndTests to judge.

usage: html_export_check.py PAGE.html [--browser WORK_DIR]

The page is parsed by html5lib (the HTML5 parsing algorithm browsers follow; Debian's
python3-html5lib, which Scripts/system-packages installs for the tests); its parse errors are
listed. Then, for the page's notes, code figures and diff lines, what a reader sees; every
element or style rule that would fetch something (`link`, `script`, `img`, `iframe`, `source`,
`object`, `embed`, `url(` and `@import`), marked as the page's own or the article's; and the
article's text.

With --browser, and when Debian's chromium is installed, the page is also opened by headless
Chromium: a screenshot (WORK_DIR/page.png), whose pixels are counted for the colours asked in
"colours", and a network log, from which every request the page made is listed (a control page
with one image on 127.0.0.1:9 shows that a request would be seen). Chromium is kept off the
network: every host name fails to resolve and everything goes through a proxy on a closed local
port. Without chromium, "browser" is null.
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

import html5lib

FETCHING = {"link": "href", "script": "src", "img": "src", "iframe": "src", "source": "src",
            "object": "data", "embed": "src", "video": "src", "audio": "src"}
COLOURS = ["#fdeeee", "#fff8e1", "#eef8e9", "#e6ffec", "#ffebe9", "#f6f8fa"]


def classes(element):
    return element.get("class", "").split()


def text(element):
    return "".join(element.itertext())


def read_page(path):
    parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"), namespaceHTMLElements=False)
    with open(path, "rb") as page:
        document = parser.parse(page, transport_encoding="utf-8")
    errors = [f"{position}: {code} {data}" for position, code, data in parser.errors]
    parents = {child: parent for parent in document.iter() for child in parent}

    def inside_content(element):
        while element is not None:
            if element.tag == "article" or "comment" in classes(element):
                return True
            element = parents.get(element)
        return False

    notes = []
    for div in document.iter("div"):
        if "note" not in classes(div):
            continue
        label = next((p for p in div.iter("p") if "note-label" in classes(p)), None)
        icon = next((s for s in div.iter("span") if "note-icon" in classes(s)), None)
        label_text = text(label) if label is not None else None
        icon_text = text(icon) if icon is not None else ""
        notes.append({
            "class": div.get("class"), "role": div.get("role"), "icon": icon_text or None,
            "label": label_text[len(icon_text):] if label_text is not None else None, "text": text(div)})
    figures = []
    for figure in document.iter("figure"):
        caption = figure.find("figcaption")
        code = figure.find("pre/code")
        spans = {} if caption is None else {
            " ".join(classes(span)): text(span) for span in caption.iter("span")}
        lines = [{"class": child.get("class"), "text": text(child)}
                 for child in (code if code is not None else []) if child.get("class", "").startswith("diff-")]
        figures.append({
            "class": figure.get("class"), "file": spans.get("code-file"), "language": spans.get("code-lang"),
            "caption_first": caption is not None and list(figure).index(caption) == 0,
            "code_class": code.get("class") if code is not None else None,
            "code": text(code) if code is not None else None, "diff_lines": lines,
            "coloured_spans": sum(1 for span in (code.iter("span") if code is not None else [])
                                  if "color:" in span.get("style", ""))})
    fetches = []
    for element in document.iter():
        attribute = FETCHING.get(element.tag)
        if attribute and (element.get(attribute) or element.tag == "script"):
            fetches.append({"tag": element.tag, "address": element.get(attribute, ""),
                            "own": not inside_content(element)})
    style = "".join(text(element) for element in document.iter("style"))
    for needle in ("url(", "@import"):
        if needle in style:
            fetches.append({"tag": "style", "address": needle, "own": True})
    csp = [meta.get("content") for meta in document.iter("meta")
           if meta.get("http-equiv", "").lower() == "content-security-policy"]
    article = document.find(".//article")
    return {"errors": errors, "notes": notes, "figures": figures, "fetches": fetches, "csp": csp,
            "print_rules": "@media print" in style,
            "article_text": text(article) if article is not None else ""}


def png_colour_counts(path, wanted):
    """Pixels of each `wanted` colour in an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as image:
        data = image.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunk = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        offset += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    assert depth == 8 and colour_type in (2, 6) and interlace == 0, f"unexpected PNG {header}"
    step = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * step
    previous = bytearray(stride)
    targets = {tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5)): colour for colour in wanted}
    counts = {colour: 0 for colour in wanted}
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (
                    up if distances[1] <= distances[2] else corner)
                line[i] = (line[i] + predictor) & 0xFF
        for i in range(0, stride, step):
            colour = targets.get((line[i], line[i + 1], line[i + 2]))
            if colour:
                counts[colour] += 1
        previous = line
    return counts


def page_requests(net_log):
    """The URLs the page itself asked for (Chromium's own background requests left out)."""
    with open(net_log, encoding="utf-8") as log:
        events = json.load(log)
    start = events["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    return [event["params"]["url"] for event in events["events"] if event["type"] == start
            and event.get("params", {}).get("network_isolation_key", "").startswith("file://")]


def open_in_browser(browser, page, work, name, height):
    shot, net_log = os.path.join(work, name + ".png"), os.path.join(work, name + "-net.json")
    profile = os.path.join(work, "chromium-profile")
    subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync",
         "--disable-background-networking", "--disable-component-update", "--disable-default-apps",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
         f"--user-data-dir={profile}", f"--log-net-log={net_log}", f"--screenshot={shot}",
         f"--window-size=1000,{height}", "file://" + os.path.abspath(page)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
    return shot, page_requests(net_log)


def read_in_browser(page, work):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        return None
    shot, requests = open_in_browser(browser, page, work, "page", 4000)
    control = os.path.join(work, "control.html")
    with open(control, "w", encoding="utf-8") as html:
        html.write('<!DOCTYPE html><html><body><img src="http://127.0.0.1:9/control.png"></body></html>')
    _, control_requests = open_in_browser(browser, control, work, "control", 200)
    return {"screenshot": shot, "requests": requests, "control_requests": control_requests,
            "colours": png_colour_counts(shot, COLOURS)}


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        sys.exit(__doc__)
    result = read_page(arguments[0])
    if len(arguments) == 3 and arguments[1] == "--browser":
        result["browser"] = read_in_browser(arguments[0], arguments[2])
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
