#!/usr/bin/env python3
"""Typing into real applications: `scimath type` (three runs) and `xdotool
type` at its default delay (one run) into gedit, gnome-text-editor,
FeatherPad (Qt 5), Emacs, urxvt, a Firefox ESR textarea, a Chromium
textarea and LibreOffice Writer with its GTK 3 and its X11 backend, in one
Xvfb + openbox session. Prints a Markdown section for BENCHMARKS.md.

The text is Tests/Fixtures/corpus.txt made fit for editors: tabs become
spaces and lines are stripped, so no auto-indent or Tab focus change can
alter it, and a line of doubled letters is added. Each application is
told not to correct what is typed (Writer's AutoCorrect and word
completion, Emacs's electric indent). The text is read back through the
clipboard (select all, copy) or, for terminals, from `cat`'s output."""
import difflib, os, subprocess, sys, time

from session import ROOT, SCIMATH, spawn, wait_for, start_session, end_all, settle

RAW = open(os.path.join(ROOT, "Tests/Fixtures/corpus.txt"), encoding="utf-8").read()
LINES = [l.replace("\t", " ").strip() for l in RAW.splitlines()]
LINES = [" ".join(l.split()) for l in LINES if l]
TEXT = "\n".join(LINES[:14]) + "\ncoffee all ll ee, tall green trees still free\n"
RUNS = [("scimath type", [SCIMATH, "type", "--stats", "-"])] * 3 + [
    ("xdotool type (default delay)", ["xdotool", "type", "--file", "-"])]

WRITER_OFF = {
    "/org.openoffice.Office.Common/AutoCorrect": [
        "UseReplacementTable", "TwoCapitalsAtStart", "CapitalAtStartSentence", "ChangeUnderlineWeight",
        "SetInetAttribute", "ChangeOrdinalNumber", "ChangeDash", "AddNonBreakingSpace", "ChangeAngleQuotes",
        "RemoveDoubleSpaces", "CorrectAccidentalCapsLock", "ReplaceSingleQuote", "ReplaceDoubleQuote"],
    "/org.openoffice.Office.Writer/AutoFunction/Format/Option": [
        "UseReplacementTable", "TwoCapitalsAtStart", "CapitalAtStartSentence", "ChangeUnderlineWeight",
        "SetInetAttribute", "ChangeOrdinalNumber", "ChangeDash", "AddNonBreakingSpace", "ChangeAngleQuotes"],
    "/org.openoffice.Office.Writer/AutoFunction/Format/ByInput": ["Enable", "ChangeDash"],
    "/org.openoffice.Office.Writer/AutoFunction/Completion": ["Enable"],
    "/org.openoffice.Office.Common/Misc": ["ShowTipOfTheDay", "FirstRun"],
}


def writer_profile(tmp):
    """A fresh LibreOffice profile with AutoCorrect, word completion and the
    first-start dialogs off."""
    items = "".join(f'<item oor:path="{path}"><prop oor:name="{name}" oor:op="fuse"><value>false</value>'
                    f'</prop></item>\n' for path, names in WRITER_OFF.items() for name in names)
    user = os.path.join(tmp, "lo", "user")
    os.makedirs(user, exist_ok=True)
    with open(os.path.join(user, "registrymodifications.xcu"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry"'
                ' xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                f"{items}</oor:items>\n")
    return "file://" + os.path.join(tmp, "lo")


def firefox_profile(tmp):
    prof = os.path.join(tmp, "firefox")
    os.makedirs(prof, exist_ok=True)
    prefs = {"browser.shell.checkDefaultBrowser": "false", "browser.aboutwelcome.enabled": "false",
             "datareporting.policy.dataSubmissionEnabled": "false", "toolkit.telemetry.reportingpolicy.firstRun": "false",
             "browser.startup.homepage_override.mstone": '"ignore"', "startup.homepage_welcome_url": '""',
             "browser.tabs.warnOnClose": "false", "app.update.enabled": "false", "browser.sessionstore.resume_from_crash": "false"}
    with open(os.path.join(prof, "user.js"), "w") as f:
        f.writelines(f'user_pref("{k}", {v});\n' for k, v in prefs.items())
    return prof


def page(tmp):
    path = os.path.join(tmp, "textarea.html")
    with open(path, "w") as f:
        f.write('<!doctype html><meta charset="utf-8"><title>scimath-textarea</title>'
                '<textarea autofocus spellcheck="false" style="width:95vw;height:90vh"></textarea>')
    return "file://" + path


def applications(tmp):
    """(name, command, window name pattern, how text is read back)."""
    doc = lambda ext: open(os.path.join(tmp, f"doc{ext}"), "w").close() or os.path.join(tmp, f"doc{ext}")
    out = os.path.join(tmp, "urxvt.out")
    return [
        ("gedit (GTK 3)", ["gedit", "--standalone", doc(".txt")], "gedit", "clipboard"),
        ("gnome-text-editor (GTK 4)", ["gnome-text-editor", "--standalone", doc(".md")], "Text Editor|doc", "clipboard"),
        ("FeatherPad (Qt 5)", ["featherpad", "--standalone", doc(".text")], "FeatherPad|doc", "clipboard"),
        ("Emacs (GTK 3)", ["emacs", "-Q", "--eval", "(electric-indent-mode -1)", doc(".el.txt")], "emacs|doc", "emacs"),
        ("urxvt", ["urxvt", "-title", "scimath-urxvt", "-e", "/bin/sh", "-c",
                   f"stty -icanon -echo; exec cat > {out}"], "scimath-urxvt", out),
        ("Firefox ESR (textarea)", ["firefox-esr", "--no-remote", "--profile", firefox_profile(tmp), page(tmp)],
         "scimath-textarea", "clipboard"),
        ("Chromium (textarea)", ["chromium", "--no-sandbox", "--no-first-run", "--disable-gpu", "--password-store=basic",
                                 f"--user-data-dir={tmp}/chromium", f"--app={page(tmp)}"], "scimath-textarea", "clipboard"),
        ("LibreOffice Writer (GTK 3)", ["soffice", "--writer", "--nologo", "--norestore", f"-env:UserInstallation={writer_profile(tmp)}"],
         "LibreOffice Writer|Untitled", "clipboard", {"SAL_USE_VCLPLUGIN": "gtk3"}),
        ("LibreOffice Writer (X11)", ["soffice", "--writer", "--nologo", "--norestore", f"-env:UserInstallation={writer_profile(tmp)}"],
         "LibreOffice Writer|Untitled", "clipboard", {"SAL_USE_VCLPLUGIN": "gen"}),
    ]


def xdo(env, *args):
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=20).stdout


def read_back(env, how, mark):
    """The application's whole text (for a terminal: what arrived since `mark`)."""
    if how not in ("clipboard", "emacs"):
        with open(how, encoding="utf-8", errors="replace") as f:
            return f.read()[mark:]
    if how == "emacs":
        xdo(env, "key", "--clearmodifiers", "ctrl+x", "h", "alt+w")
    else:
        xdo(env, "key", "--clearmodifiers", "ctrl+a", "ctrl+c")
    time.sleep(0.3)
    try:
        got = subprocess.run(["xclip", "-selection", "clipboard", "-o"], env=env, capture_output=True,
                             timeout=5).stdout.decode("utf-8", errors="replace")
    except subprocess.TimeoutExpired:
        return ""
    return got.replace("\r\n", "\n")


def settled_text(env, how, mark, expected, timeout=20):
    """Reads back until two reads agree (and, for a terminal, the bytes stopped)."""
    end, last = time.time() + timeout, None
    while time.time() < end:
        got = read_back(env, how, mark)
        if got == last and (len(got) >= len(expected) or how in ("clipboard", "emacs")):
            return got
        last = got
        time.sleep(0.5)
    return last or ""


def clear(env, how):
    if how == "emacs":
        xdo(env, "key", "--clearmodifiers", "ctrl+x", "h", "BackSpace")
    elif how == "clipboard":
        xdo(env, "key", "--clearmodifiers", "ctrl+a", "BackSpace")


def wrong(got, want):
    matched = sum(b.size for b in difflib.SequenceMatcher(None, got, want, autojunk=False).get_matching_blocks())
    return max(len(got), len(want)) - matched


def describe(got, want):
    """The first differences, for the notes under the table."""
    out = []
    for op, a1, a2, b1, b2 in difflib.SequenceMatcher(None, want, got, autojunk=False).get_opcodes():
        if op != "equal":
            out.append(f"{op} {want[a1:a2]!r}→{got[b1:b2]!r}")
        if len(out) == 3:
            break
    return "; ".join(out)


def run_app(env, tmp, app, rows, notes):
    name, cmd, pattern, how = app[:4]
    extra = app[4] if len(app) > 4 else {}
    proc = spawn(cmd, group=True, env=dict(env, **extra))
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", pattern], env=env,
                               capture_output=True, text=True, timeout=90).stdout.split()
    except subprocess.TimeoutExpired:
        found = []
    if not found:
        rows.append((name, "no window within 90 s", 0, 0, "", ""))
        proc.kill()
        return
    win = found[-1]
    time.sleep(3)  # first-start work (profiles, fonts) done before the clock starts
    xdo(env, "windowactivate", "--sync", win)
    mark = 0
    try:
        wait_for(lambda: (xdo(env, "type", "probe"), "probe" in settled_text(env, how, 0, "probe", 4))[1],
                 timeout=60, what=f"{name} to take typing")
    except SystemExit as e:
        rows.append((name, str(e), 0, 0, "", ""))
        proc.kill()
        return
    clear(env, how)
    if how not in ("clipboard", "emacs"):
        mark = len(read_back(env, how, 0))
    time.sleep(1)
    for tool, argv in RUNS:
        settle(proc.pid, quiet=0.05, timeout=20)
        t0 = time.time()
        res = subprocess.run(argv, env=env, input=TEXT.encode(), capture_output=True, timeout=300)
        elapsed = time.time() - t0
        time.sleep(1)
        got = settled_text(env, how, mark, TEXT)
        bad = wrong(got, TEXT)
        rows.append((name, tool, len(TEXT) / elapsed, bad, res.stderr.decode(errors="replace").strip(),
                     describe(got, TEXT) if bad else ""))
        if how in ("clipboard", "emacs"):
            clear(env, how)
            time.sleep(0.5)
        else:
            mark += len(got)
    proc.kill()
    proc.wait()


def main():
    env, wm = start_session("scimath-apps-", bus=True)
    env = dict(env, GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1", GTK_A11Y="none",
               GTK_IM_MODULE="gtk-im-context-simple")
    tmp = env["HOME"]
    only = sys.argv[1:]
    rows, notes = [], []
    for app in applications(tmp):
        if only and not any(o.lower() in app[0].lower() for o in only):
            continue
        run_app(env, tmp, app, rows, notes)
    print("## Typing into applications\n")
    print(f"Text: {len(TEXT)} characters ({sum(1 for c in TEXT if ord(c) > 127)} non-ASCII, "
          f"{TEXT.count(chr(10))} newlines, doubled letters), Tests/Fixtures/corpus.txt made fit for editors "
          "(bench/apps.py). Xvfb 1366×768, openbox; each application started once, its text read back "
          "through the clipboard (terminals: `cat`'s output) and cleared between runs. chars/s is from the "
          "tool's start to its exit.\n")
    print("| application | tool | chars/s (each run) | lost or wrong | first differences |")
    print("|---|---|---|---|---|")
    # One row per application and tool: its runs side by side.
    grouped = {}
    for name, tool, cps, bad, stats, diff in rows:
        grouped.setdefault((name, tool), []).append((cps, bad, diff))
    for (name, tool), runs in grouped.items():
        done = [r for r in runs if r[0]]
        if not done:
            print(f"| {name} | {tool} | – | – | |")
            continue
        speeds = " / ".join(f"{cps:,.0f}" for cps, _, _ in done)
        lost = " / ".join(sorted({str(bad) for _, bad, _ in done}))
        diff = next((d for _, _, d in done if d), "")
        print(f"| {name} | {tool} | {speeds} | {lost} | {diff} |")
    print("\nWhat scimath did in each application (`scimath type --stats`, first run):\n")
    seen = set()
    for name, tool, cps, bad, stats, diff in rows:
        if tool == "scimath type" and cps and name not in seen:
            seen.add(name)
            print(f"- {name}: {stats.replace('scimath: ', '')}")
    print()


if __name__ == "__main__":
    try:
        main()
    finally:
        end_all()
