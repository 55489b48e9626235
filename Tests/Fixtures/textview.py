#!/usr/bin/python3
"""A GTK 3, GTK 4 or Qt 5 text view that records what it receives, for the
typing tests.

usage: textview.py 3|4|qt5 OUT READY [--stop-ms MS --seed N] [--prgname NAME]

Writes the buffer's whole text to OUT (by rename) after every change, and
creates READY once the window is shown and focused. With --stop-ms, a
helper stops this process (SIGSTOP) for MS milliseconds at random moments
while text arrives, as a busy or swapped-out client would be. With
--prgname, the window's WM_CLASS names another application.
"""
import ctypes
import os
import random
import signal
import sys
import threading
import time

version, out, ready = sys.argv[1], sys.argv[2], sys.argv[3]
stop_ms = int(sys.argv[sys.argv.index("--stop-ms") + 1]) if "--stop-ms" in sys.argv else 0
seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
prgname = sys.argv[sys.argv.index("--prgname") + 1] if "--prgname" in sys.argv else None


def save(text):
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, out)


def stopper():
    """Stops the whole process for stop_ms at random moments, from a child
    process (a stopped process cannot wake itself). The child dies with its
    parent (PR_SET_PDEATHSIG), so a test that kills the view leaves nothing."""
    pid = os.getpid()
    if os.fork() == 0:
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        rng = random.Random(seed)
        try:
            while os.getppid() == pid:
                time.sleep(rng.uniform(0.05, 0.4))
                os.kill(pid, signal.SIGSTOP)
                time.sleep(stop_ms / 1000)
                os.kill(pid, signal.SIGCONT)
        finally:
            os._exit(0)


def when_focused(is_active):
    """Polled until the window is active: then READY, and the stopper."""
    if not is_active():
        return True
    open(ready, "w").close()
    if stop_ms:
        stopper()
    return False


def run_qt():
    from PyQt5.QtCore import QTimer
    from PyQt5.QtWidgets import QApplication, QPlainTextEdit

    app = QApplication([prgname or "recording-qt5"])
    edit = QPlainTextEdit()
    edit.setWindowTitle("recording-qt5")
    edit.textChanged.connect(lambda: save(edit.toPlainText()))
    save("")
    edit.resize(400, 300)
    edit.show()
    edit.activateWindow()
    edit.setFocus()
    timer = QTimer()
    timer.timeout.connect(lambda: when_focused(edit.isActiveWindow) or timer.stop())
    timer.start(50)
    app.exec_()


def run_gtk():
    import gi

    gi.require_version("Gtk", version + ".0")
    from gi.repository import GLib, Gtk

    if prgname:
        GLib.set_prgname(prgname)
    view = Gtk.TextView()
    buffer = view.get_buffer()
    buffer.connect("changed", lambda b: save(b.get_text(b.get_start_iter(), b.get_end_iter(), True)))
    save("")
    window = Gtk.Window(title=f"recording-gtk{version}")
    window.set_default_size(400, 300)
    if version == "3":
        window.add(view)
        window.connect("destroy", Gtk.main_quit)
        window.show_all()
    else:
        window.set_child(view)
        window.present()
    view.grab_focus()
    GLib.timeout_add(50, when_focused, window.is_active)
    if version == "3":
        Gtk.main()
    else:
        loop = GLib.MainLoop()
        window.connect("close-request", lambda *a: loop.quit())
        loop.run()


run_qt() if version == "qt5" else run_gtk()
