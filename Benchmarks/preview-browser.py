#!/usr/bin/env python3
"""The preview page's speed on a large layout, in headless Chromium against `nmview watch --serve`.

    Benchmarks/preview-browser.py [VIEWS] [--profile]     # default 2000

Serves a folder holding the example layouts and `LayoutGenerator`'s layout of VIEWS views, opens
it, and prints a Markdown table of what a person waits for: the page usable after load, a redraw
at a new size and at a size drawn before, scrolling, the device presets (as soon as a save is
shown, again, once the page has drawn them ahead after a save, and as soon as the page is opened
anew, clicked at once or pointed at first), a save of another file, and a save soon after
another. Times are taken inside the page (performance.now, animation frames, Element Timing),
so the driver's round trips do not count; the saves are timed from the file written. A redraw is
reported twice: until the page marks the canvas drawn and the next frame starts (the definition
used first), and until the new pixels are presented; each redraw starts once the one before it
is presented.

With --profile it also says where a redraw at a new size spends its time: the fetches (resource
timing), the canvas image's decode (the page's canvasImageOf, timed; on a page drawing inline
SVG, its parse, svgOf) and Chromium's script, style and layout time
(DevTools' Performance.getMetrics), the rest being paint and compositing.

Needs what Tests/Browser needs (Scripts/bootstrap), nmview built in release
(`swift build -c release --product nmview`; NMVIEW_BIN overrides) and nmview-bench for the layout
(NMVIEW_BENCH_BIN, default .build/release/nmview-bench, else .build/debug/nmview-bench).
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("NMVIEW_BIN", str(ROOT / ".build/release/nmview"))
sys.path.insert(0, str(ROOT / "Tests/Browser"))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

from preview_helpers import PreviewProcess, save  # noqa: E402

# Resolves with the time since navigation once the canvas, its frames and the list are drawn.
USABLE = """
const done = arguments[arguments.length - 1];
const check = () => {
  const ready = document.getElementById('canvas').dataset.size && document.querySelector('#layout-list li.layout') &&
    Number(document.getElementById('frames').dataset.rows) > 0;
  if (ready) requestAnimationFrame(() => done(performance.now())); else requestAnimationFrame(check);
};
check();
"""

# Resolves with the time since navigation once everything is drawn, the alternatives' thumbnails
# too (the page marks the list's version shown after them).
ALL_DRAWN = """
const done = arguments[arguments.length - 1];
const check = () => {
  const ready = document.body.dataset.shownVersion;
  if (ready) requestAnimationFrame(() => done(performance.now())); else requestAnimationFrame(check);
};
check();
"""

# Types a width into the field (or, given a height too, clicks the preset button of that size) and
# resolves with two times, in milliseconds, for a redraw:
# [0] the definition used so far: until the page marks the canvas drawn at the width
#     (`#canvas[data-size]`) and the next animation frame starts, so the frame holding the change
#     was painted on the page's thread;
# [1] new pixels on screen: the Element Timing `renderTime` of the frame holding the drawing at the
#     width, when Chromium presented it, rasterised. Timed by the text the redraw adds (a drawing's
#     `<text>` elements, marked as they are added, before their first paint) and by a marker the
#     benchmark adds to the canvas in the same task as the page marks it drawn, so a redraw that
#     adds no text (a patch that only moves views) is timed too. Null with `timed` false (an
#     element is timed at its first paint only) or after 3 s unreported.
RESIZE = """
const given = [...arguments];
const done = given.pop();
const [width, timed, presetHeight] = given;
let waiting = timed;
let finished = false;
const field = document.getElementById('width');
const canvas = document.getElementById('canvas');
let drawn = null;
let painted = null;
let marked = null;
const finish = () => { if (!finished && drawn !== null && (painted !== null || !waiting)) {
  finished = true; observer.disconnect(); marker.disconnect(); if (marked) marked.remove(); done([drawn, painted]); } };
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const shown = entry.element && (entry.identifier === 'redraw-marker' ? entry.element :
      entry.element.closest('#canvas svg.drawing, #canvas > img, #canvas > svg'));
    // The drawing a patching page keeps is of fixed size: the size drawn is the canvas's.
    const at = shown && (shown === marked || shown.matches('svg.drawing') ? canvas.dataset.size.split('x')[0] :
      shown.getAttribute('width'));
    if (painted === null && at === String(width) && entry.renderTime >= start) painted = entry.renderTime - start;
  }
  finish();
});
observer.observe({ type: 'element' });
// Text added to the canvas is marked for Element Timing as it is added, before it is painted, and
// so is a marker added as the page marks the canvas drawn at the width (a mutation observer's
// callback runs before the page paints that frame).
const marker = new MutationObserver((records) => {
  for (const record of records) {
    if (record.type === 'attributes' && timed && !marked && canvas.dataset.size &&
        canvas.dataset.size.startsWith(width + 'x')) {
      marked = document.createElement('span');
      marked.textContent = '.';
      marked.setAttribute('elementtiming', 'redraw-marker');
      marked.style.cssText = 'position:absolute;left:0;top:0;font-size:4px;pointer-events:none';
      canvas.append(marked);
    }
    for (const node of record.addedNodes) {
      if (node.nodeType !== 1 || node === marked) continue;
      if (node.nodeName === 'text') node.setAttribute('elementtiming', 'canvas');
      node.querySelectorAll('text').forEach((text) => text.setAttribute('elementtiming', 'canvas'));
    }
  }
});
marker.observe(canvas, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-size'] });
// A picture never reported (no Element Timing) leaves [1] null instead of hanging the run.
setTimeout(() => { waiting = false; finish(); }, 3000);
const start = performance.now();
if (presetHeight === undefined) {
  field.value = String(width);
  field.dispatchEvent(new Event('change'));
} else {
  document.querySelector(`#presets .preset[data-width="${width}"][data-height="${presetHeight}"]`).click();
}
const check = () => {
  if (canvas.dataset.size === width + 'x' + document.getElementById('height').value) {
    requestAnimationFrame(() => { drawn = performance.now() - start; finish(); });
  }
  else requestAnimationFrame(check);
};
check();
"""
# Scrolls the page down and up a frame at a time and resolves with the frame intervals.
SCROLL = """
const done = arguments[arguments.length - 1];
const main = document.getElementById('main');
const times = [];
let step = 0;
const tick = (now) => {
  times.push(now);
  const range = main.scrollHeight - main.clientHeight;
  main.scrollTop = (step % 60 < 30 ? (step % 30) : 30 - (step % 30)) * range / 30;
  step += 1;
  if (step < 180) requestAnimationFrame(tick);
  else done(times.slice(1).map((time, index) => time - times[index]));
};
requestAnimationFrame(tick);
"""

# Times what the page does with a fetched render before showing it: the decode of the canvas's
# image (canvasImageOf), or on a page drawing inline SVG its parse into elements (svgOf), and on
# a page that patches its drawing, the parse of a patch's redrawn views (fragmentsOf).
TIME_PARSES = """
window.parseTimes = [];
if (typeof fragmentsOf === 'function') {
  const parseFragments = fragmentsOf;
  fragmentsOf = (patch) => { const start = performance.now(); const made = parseFragments(patch);
    parseTimes.push(performance.now() - start); return made; };
}
if (typeof canvasImageOf === 'function') {
  const make = canvasImageOf;
  canvasImageOf = (result) => { const start = performance.now(); const fresh = !result.image; const made = make(result);
    if (fresh) made.then(() => parseTimes.push(performance.now() - start)); return made; };
} else {
  const parse = svgOf;
  svgOf = (result) => { const start = performance.now(); const svg = parse(result);
    parseTimes.push(performance.now() - start); return svg; };
}
"""
# The fetch durations of the renders, frames and patches asked for since `since` (a performance.now time).
FETCHES = """
const [since] = arguments;
const of = (part) => performance.getEntriesByType('resource')
  .filter((e) => e.name.includes(part) && e.startTime >= since).map((e) => e.responseEnd - e.startTime);
return [of('/api/render?'), of('/api/frames?'), of('/api/patch?')];
"""

CDP_METRICS = ("ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration")

# Resolves once the canvas shows `text`, which a save wrote.
SHOWN_TEXT = """
const [text, done] = arguments;
const check = () => {
  const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');
  if (svg && svg.textContent.includes(text) && !view.rendering) requestAnimationFrame(() => done());
  else requestAnimationFrame(check);
};
check();
"""

# Resolves with the milliseconds until the page has drawn ahead every preset size of the layout
# shown (null after 60 s, or at once on a page that does not draw ahead).
DRAWN_AHEAD = """
const [sizes, done] = arguments;
const start = performance.now();
const check = () => {
  // A page from before drawing ahead never draws ahead.
  if (typeof keptSheets === 'undefined') return done(null);
  const layout = current();
  const ready = layout && sizes.every(([width, height]) => {
    const key = renderKey(layout, { width, height });
    return key === view.canvasKey || keptSheets.has(key);
  });
  if (ready) done(performance.now() - start);
  else if (performance.now() - start > 60000) done(null);
  else setTimeout(check, 50);
};
check();
"""

# A pointer reaching the preset button of a size (its pointerenter).
POINT_AT = """const [width, height] = arguments;
document.querySelector(`#presets .preset[data-width="${width}"][data-height="${height}"]`)
  .dispatchEvent(new PointerEvent('pointerenter'));"""

PRESETS = "return [...document.querySelectorAll('#presets .preset')].map((b) => [Number(b.dataset.width), Number(b.dataset.height)]);"

RENDERS = "return performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/render?')).length;"


def bench_binary():
    named = os.environ.get("NMVIEW_BENCH_BIN")
    if named:
        return named
    for configuration in ("release", "debug"):
        candidate = ROOT / f".build/{configuration}/nmview-bench"
        if candidate.exists():
            return str(candidate)
    sys.exit("no nmview-bench: swift build --product nmview-bench, or set NMVIEW_BENCH_BIN")


def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,800", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium")
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def cdp_metrics(driver):
    metrics = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {metric["name"]: metric["value"] for metric in metrics if metric["name"] in CDP_METRICS}


def profile(driver, widths):
    """Redraws at each new width and says, per redraw, where the time went (medians, ms)."""
    driver.execute_cdp_cmd("Performance.enable", {})
    driver.execute_script(TIME_PARSES)
    since = driver.execute_script("return performance.now();")
    before = cdp_metrics(driver)
    totals = [driver.execute_async_script(RESIZE, width, True)[0] for width in widths]
    after = cdp_metrics(driver)
    renders, frames, patches = driver.execute_script(FETCHES, since)
    parses = driver.execute_script("return parseTimes;")
    per = {name: (after[name] - before[name]) * 1000 / len(widths) for name in CDP_METRICS}
    rest = per["TaskDuration"] - per["ScriptDuration"] - per["RecalcStyleDuration"] - per["LayoutDuration"]
    # A page from before /api/frames fetches none; nothing is reported for it then.
    median = lambda values: statistics.median(values) if values else float("nan")  # noqa: E731
    return [
        ("redraw at a new size, median", median(totals)),
        ("fetch of the render (server render and transfer), median", median(renders)),
        ("fetch of the frames, median", median(frames)),
        ("fetch of the patch (server diff and the redrawn views), median", median(patches)),
        ("decode of the canvas image (inline SVG: its parse into elements; a patch: its redrawn views'), median",
         median(parses)),
        ("Chromium script (the parse included), mean", per["ScriptDuration"]),
        ("Chromium style, mean", per["RecalcStyleDuration"]),
        ("Chromium layout, mean", per["LayoutDuration"]),
        ("Chromium's other main-thread work (paint, HTML parse), mean", rest),
    ]


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--profile"]
    views = int(arguments[0]) if arguments else 2000
    profiling = "--profile" in sys.argv
    folder = Path(tempfile.mkdtemp()) / "Layouts"
    shutil.copytree(ROOT / "Examples", folder)
    layout = subprocess.run([bench_binary(), "--emit-layout", str(views)], check=True, capture_output=True,
                            text=True).stdout
    (folder / "Generated.nmview.yaml").write_text(layout)
    server = PreviewProcess(folder, 0)
    driver = browser()
    try:
        driver.set_script_timeout(120)
        driver.get(server.url + "#file=" + "Layouts%2FGenerated.nmview.yaml")
        load = driver.execute_async_script(USABLE)
        all_drawn = driver.execute_async_script(ALL_DRAWN)
        fetched_at_load = driver.execute_script(RENDERS)
        new_sizes = [driver.execute_async_script(RESIZE, width, True) for width in range(300, 310)]
        # Timed too, so each redraw starts once the one before is presented: started at the frame
        # mark, a redraw waited for the last one's rasterising and was timed with it.
        drawn_sizes = [driver.execute_async_script(RESIZE, width, True) for width in range(300, 310)]
        frames = driver.execute_async_script(SCROLL)
        breakdown = profile(driver, range(320, 330)) if profiling else []
        # The presets (five sizes, two of them choosing the landscape layout). Once the page has
        # drawn them ahead, a save of the layout makes every drawing it keeps stale; each preset
        # is then chosen as soon as the new version is shown, before the page has been quiet
        # long enough to draw any ahead again; then each again. After a second save, the page is
        # left quiet until it has drawn every preset of that version ahead, and each is chosen
        # for the first time.
        presets = [(width, height) for width, height in driver.execute_script(PRESETS)]
        driver.execute_async_script(DRAWN_AHEAD, presets)
        generated = folder / "Generated.nmview.yaml"
        save(generated, layout.replace('"Label 1"', '"Label 1, saved"', 1))
        driver.execute_async_script(SHOWN_TEXT, "Label 1, saved")
        new_presets = [driver.execute_async_script(RESIZE, width, True, height) for width, height in presets]
        drawn_presets = [driver.execute_async_script(RESIZE, width, True, height) for width, height in presets]
        save(generated, layout.replace('"Label 1"', '"Label 1, saved again"', 1))
        driver.execute_async_script(SHOWN_TEXT, "Label 1, saved again")
        ahead_wait = driver.execute_async_script(DRAWN_AHEAD, presets)
        ahead_presets = [driver.execute_async_script(RESIZE, width, True, height) for width, height in presets]
        before = driver.execute_script(RENDERS)
        badge = folder / "Badge.nmview.json"
        since = int(driver.execute_script("return document.body.dataset.version || '0';"))
        save(badge, badge.read_text().replace('"99+"', '"42"'))
        driver.execute_async_script("""
            const [since, done] = arguments;
            const check = () => Number(document.body.dataset.shownVersion || 0) > since
              ? done() : requestAnimationFrame(check);
            check();""", since)
        after = driver.execute_script(RENDERS)
        svg_bytes = driver.execute_async_script("""
            const done = arguments[0];
            Promise.all([...renders.values()]).then((all) => done(Math.max(...all.map((r) => r ? r.text.length : 0))));""")
        # A save soon after another, as an editor saving while one types makes them: each second
        # save 150 ms after the first is shown, timed from the save until the canvas shows it.
        following_saves = []
        for attempt in range(4):
            time.sleep(2.5)
            save(generated, layout.replace('"Label 1"', f'"Label 1, first {attempt}"', 1))
            driver.execute_async_script(SHOWN_TEXT, f"Label 1, first {attempt}")
            time.sleep(0.15)
            started = time.monotonic()
            save(generated, layout.replace('"Label 1"', f'"Label 1, second {attempt}"', 1))
            driver.execute_async_script(SHOWN_TEXT, f"Label 1, second {attempt}")
            following_saves.append(1000 * (time.monotonic() - started))
        # The page opened anew and each preset chosen as soon as it is usable: no drawing kept,
        # none drawn ahead (that waits for a second's quiet), each the first at its size.
        driver.get("about:blank")
        driver.get(server.url + "#file=" + "Layouts%2FGenerated.nmview.yaml")
        driver.execute_async_script(USABLE)
        opened_presets = [driver.execute_async_script(RESIZE, width, True, height) for width, height in presets]
        # The same, each preset pointed at 150 ms before it is clicked, as a person's pointer
        # reaches a button before the click: the page fetches what it needs meanwhile.
        driver.get("about:blank")
        driver.get(server.url + "#file=" + "Layouts%2FGenerated.nmview.yaml")
        driver.execute_async_script(USABLE)
        pointed_presets = []
        for width, height in presets:
            driver.execute_script(POINT_AT, width, height)
            time.sleep(0.15)
            pointed_presets.append(driver.execute_async_script(RESIZE, width, True, height))
    finally:
        driver.quit()
        server.stop()
    frame = statistics.mean(frames)
    print(f"| {views:,} views, SVG {svg_bytes / 1000:.0f} kB | time |")
    print("|---|---|")
    print(f"| page usable after load ({fetched_at_load} renders fetched) | {load:.0f} ms |")
    print(f"| everything drawn, the alternatives' thumbnails too | {all_drawn:.0f} ms |")
    for name, runs in (("redraw at a new size", new_sizes), ("redraw at a size drawn before", drawn_sizes)):
        painted = [times[1] for times in runs if times[1] is not None]
        print(f"| {name}, median of 10: canvas marked drawn, next frame (as before) "
              f"| {statistics.median(times[0] for times in runs):.0f} ms |")
        print(f"| {name}, median of 10: new pixels presented (Element Timing) | "
              + (f"{statistics.median(painted):.0f} ms (p90 {sorted(painted)[-2]:.0f} ms) |" if len(painted) == 10
                 else "n/a: not reported |"))
    for name, runs in (("a preset chosen as soon as the page is usable (nothing kept or drawn ahead)", opened_presets),
                       ("the same, each pointed at 150 ms before it is clicked", pointed_presets),
                       ("a preset chosen as soon as a save is shown (its drawing of the version before made ahead)", new_presets),
                       ("a preset chosen again", drawn_presets),
                       ("a preset chosen after a save, once the page has drawn the presets ahead", ahead_presets)):
        painted = [times[1] for times in runs if times[1] is not None]
        each = ", ".join(f"{times[1]:.0f}" if times[1] is not None else "n/a" for times in runs)
        print(f"| {name}, median of {len(runs)}: canvas marked drawn, next frame "
              f"| {statistics.median(times[0] for times in runs):.0f} ms |")
        print(f"| {name}, median of {len(runs)}: new pixels presented (each: {each}) | "
              + (f"{statistics.median(painted):.0f} ms (slowest {max(painted):.0f} ms) |" if len(painted) == len(runs)
                 else "n/a: not reported |"))
    print(f"| the page quiet, every preset of the saved version drawn ahead after | "
          + (f"{ahead_wait:.0f} ms |" if ahead_wait is not None else "not drawn ahead |"))
    print(f"| scrolling, mean frame | {frame:.1f} ms ({1000 / frame:.0f} frames/s) |")
    print(f"| a save of another file | {after - before} renders fetched |")
    print(f"| a save 150 ms after another is shown, until the canvas shows it, median of {len(following_saves)} "
          f"(each: {', '.join(f'{value:.0f}' for value in following_saves)}) | {statistics.median(following_saves):.0f} ms |")
    if breakdown:
        print("\n| where a redraw at a new size goes | time |\n|---|---|")
        for label, milliseconds in breakdown:
            print(f"| {label} | {milliseconds:.0f} ms |")


if __name__ == "__main__":
    main()
