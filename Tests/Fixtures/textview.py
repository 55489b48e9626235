#!/usr/bin/python3
"""A GTK text view that records what it receives, for the typing tests.

usage: textview.py 3|4 OUT READY [--stop-ms MS --seed N]

Writes the buffer's whole text to OUT (by rename) after every change, and
creates READY once the window is shown and focused. With --stop-ms, a
helper stops this process (SIGSTOP) for MS milliseconds at random moments
while text arrives, as a busy or swapped-out client would be.
"""
import ctypes
import os
import random
import signal
import sys
import threading
import time

import gi

version, out, ready = sys.argv[1], sys.argv[2], sys.argv[3]
stop_ms = int(sys.argv[sys.argv.index("--stop-ms") + 1]) if "--stop-ms" in sys.argv else 0
seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
gi.require_version("Gtk", version + ".0")
from gi.repository import GLib, Gtk  # noqa: E402


def save(buffer):
    text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)
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


view = Gtk.TextView()
view.get_buffer().connect("changed", save)
save(view.get_buffer())
if version == "3":
    window = Gtk.Window(title="recording-gtk3")
    window.add(view)
    window.connect("destroy", Gtk.main_quit)
    window.set_default_size(400, 300)
    window.show_all()
else:
    window = Gtk.Window(title="recording-gtk4")
    window.set_child(view)
    window.set_default_size(400, 300)
    window.present()
view.grab_focus()


def when_focused():
    if not window.is_active():
        return True
    open(ready, "w").close()
    if stop_ms:
        stopper()
    return False


GLib.timeout_add(50, when_focused)
if version == "3":
    Gtk.main()
else:
    loop = GLib.MainLoop()
    window.connect("close-request", lambda *a: loop.quit())
    loop.run()
